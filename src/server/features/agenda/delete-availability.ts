import { AGENDA_MESSAGES } from "@domain/contracts/agenda";
import type { Db } from "@server/db/client";
import { availability } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, eq } from "drizzle-orm";

/**
 * Removes one of the caller's weekly windows (another professional's id is not found).
 * Appointments already made on that weekday stay as they are (decision 0082).
 */
export async function deleteAvailability(
  db: Db,
  professional: AuthUser,
  id: string,
): Promise<{ ok: true }> {
  const deleted = await db
    .delete(availability)
    .where(and(eq(availability.id, id), eq(availability.professionalId, professional.id)))
    .returning({ id: availability.id });
  if (!deleted.length) throw new AppError("not_found", AGENDA_MESSAGES.availabilityNotFound);
  return { ok: true };
}
