import { DEFAULT_SERVICE_DURATION } from "@domain/constants";
import type { AgendaSettings, UpdateAgendaSettingsRequest } from "@domain/contracts/agenda";
import type { Db } from "@server/db/client";
import { agendaSettings } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { loadAgendaSettings } from "@server/shared/agenda-reads";

/**
 * Sets the caller's service duration (30, 50 or 60) and/or cancellation notice (0, 12, 24 or 48
 * hours); a setting not sent stays. New slots follow the duration; appointments already made keep
 * their times (decision 0082) and the notice frozen when they were approved (decision 0251).
 */
export async function updateAgendaSettings(
  db: Db,
  professional: AuthUser,
  input: UpdateAgendaSettingsRequest,
  instant: Date,
): Promise<AgendaSettings> {
  const changes = {
    ...(input.serviceDuration === undefined ? {} : { serviceDuration: input.serviceDuration }),
    ...(input.cancellationNoticeHours === undefined
      ? {}
      : { cancellationNoticeHours: input.cancellationNoticeHours }),
    ...(input.bookingPolicy === undefined ? {} : { bookingPolicy: input.bookingPolicy }),
  };
  // Under the agenda lock: a new duration moves the next free slot (issue 17).
  await withAgendaLock(db, professional.id, instant, (tx) =>
    tx
      .insert(agendaSettings)
      .values({
        professionalId: professional.id,
        serviceDuration: DEFAULT_SERVICE_DURATION,
        ...changes,
      })
      .onConflictDoUpdate({ target: agendaSettings.professionalId, set: changes }),
  );
  return loadAgendaSettings(db, professional.id);
}
