import {
  AGENDA_WEEK_MESSAGES,
  type Availability,
  type CopyAvailabilityRequest,
} from "@domain/contracts/agenda";
import type { Db } from "@server/db/client";
import { availability } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { loadAvailability } from "@server/shared/agenda-reads";
import { and, eq, inArray } from "drizzle-orm";

/**
 * 'Copiar para outros dias': the windows of `toDays` become copies of `fromDay`'s, in one
 * transaction under the agenda lock (all target days change or none). A day without windows
 * is not copied (it would silently empty the targets: decision 0281). Answers the whole week.
 */
export async function copyAvailability(
  db: Db,
  professional: AuthUser,
  input: CopyAvailabilityRequest,
  instant: Date,
): Promise<Availability[]> {
  return withAgendaLock(db, professional.id, instant, async (tx) => {
    const source = (await loadAvailability(tx, professional.id)).filter(
      (w) => w.dayOfWeek === input.fromDay,
    );
    if (!source.length) throw new AppError("bad_request", AGENDA_WEEK_MESSAGES.copyEmptySource);
    await tx
      .delete(availability)
      .where(
        and(
          eq(availability.professionalId, professional.id),
          inArray(availability.dayOfWeek, input.toDays),
        ),
      );
    await tx.insert(availability).values(
      input.toDays.flatMap((dayOfWeek) =>
        source.map((w) => ({
          professionalId: professional.id,
          dayOfWeek,
          startTime: w.startTime,
          endTime: w.endTime,
          isActive: w.isActive,
        })),
      ),
    );
    return loadAvailability(tx, professional.id);
  });
}
