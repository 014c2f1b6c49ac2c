import type { Review } from "@domain/contracts/reviews";
import type { reviews } from "@server/db/schema";

/** A review row as its author (or anyone, for the fields shown) sees it. */
export function reviewFromRow(row: typeof reviews.$inferSelect): Review {
  return {
    id: row.id,
    professionalId: row.professionalId,
    serviceConfirmationId: row.serviceConfirmationId,
    rating: row.rating,
    comment: row.comment,
    isAnonymous: row.isAnonymous,
    createdAt: row.createdAt.toISOString(),
  };
}
