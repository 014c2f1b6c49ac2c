import {
  AGENDA_MESSAGES,
  type BlockedRangeQuery,
  type BlockedSlot,
} from "@domain/contracts/agenda";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { findVisibleProfessional } from "@server/features/professionals/visibility";
import type { AuthUser } from "@server/http/route";
import { loadBlockedSlots } from "@server/shared/agenda-reads";

/**
 * Blocked slots of a professional in a date range: their own by default; someone else's (a
 * client booking) without the private reason.
 */
export async function readBlockedRange(
  db: Db,
  viewer: AuthUser,
  query: BlockedRangeQuery,
): Promise<BlockedSlot[]> {
  const professionalId =
    query.professionalId ?? (viewer.role === "professional" ? viewer.id : null);
  if (!professionalId) throw new AppError("bad_request", AGENDA_MESSAGES.professionalIdRequired);
  await findVisibleProfessional(db, viewer, professionalId);
  const slots = await loadBlockedSlots(db, professionalId, query.startDate, query.endDate);
  return professionalId === viewer.id ? slots : slots.map((s) => ({ ...s, reason: null }));
}
