import { AGENDA_MESSAGES } from "@domain/contracts/agenda";
import type { Db } from "@server/db/client";
import { availability } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { and, eq } from "drizzle-orm";

/**
 * Removes one of the caller's weekly windows (another professional's id is not found), under
 * the agenda lock so the next free slot is refreshed. Editing a window is this and a new
 * POST (decision 0280). Appointments already made on that weekday stay (decision 0082).
 */
export async function deleteAvailability(
  db: Db,
  professional: AuthUser,
  id: string,
  instant: Date,
): Promise<{ ok: true }> {
  return withAgendaLock(db, professional.id, instant, async (tx) => {
    const deleted = await tx
      .delete(availability)
      .where(and(eq(availability.id, id), eq(availability.professionalId, professional.id)))
      .returning({ id: availability.id });
    if (!deleted.length) throw new AppError("not_found", AGENDA_MESSAGES.availabilityNotFound);
    return { ok: true as const };
  });
}
