import type { AgendaSettings, UpdateAgendaSettingsRequest } from "@domain/contracts/agenda";
import type { Db } from "@server/db/client";
import { agendaSettings } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { loadAgendaSettings } from "@server/shared/agenda-reads";

/**
 * Sets the caller's service duration (30, 50 or 60). New slots follow it; appointments
 * already made keep their times (decision 0082).
 */
export async function updateAgendaSettings(
  db: Db,
  professional: AuthUser,
  input: UpdateAgendaSettingsRequest,
): Promise<AgendaSettings> {
  await db
    .insert(agendaSettings)
    .values({ professionalId: professional.id, serviceDuration: input.serviceDuration })
    .onConflictDoUpdate({
      target: agendaSettings.professionalId,
      set: { serviceDuration: input.serviceDuration },
    });
  return loadAgendaSettings(db, professional.id);
}
