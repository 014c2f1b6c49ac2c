import { AGENDA_MESSAGES } from "@domain/contracts/agenda";
import { compareDateTime, nowInZone, type ZonedNow } from "@domain/time";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { loadAgendaSettings } from "@server/shared/agenda-reads";

/**
 * SPEC §5 'Past dates cannot be managed': the local moment must still be ahead on the
 * professional's clock.
 */
export async function ensureNotPast(
  db: Db,
  professionalId: string,
  moment: { date: string; time: string },
  instant: Date,
): Promise<ZonedNow> {
  const { timeZone } = await loadAgendaSettings(db, professionalId);
  const now = nowInZone(timeZone, instant);
  if (compareDateTime(moment, now) <= 0) {
    throw new AppError("bad_request", AGENDA_MESSAGES.pastDate);
  }
  return now;
}
