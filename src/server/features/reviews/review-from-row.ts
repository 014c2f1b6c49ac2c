import type { OwnReview } from "@domain/contracts/review-moderation";
import type { Review } from "@domain/contracts/reviews";
import { healthDetailsIn } from "@domain/health-details";
import { isReviewReportReason } from "@domain/review-rules";
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
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

/** The author's view: where the review stands and, while held, the words that hold it. */
export function ownReviewFromRow(
  row: typeof reviews.$inferSelect,
  about: OwnReview["about"] = null,
): OwnReview {
  return {
    about,
    ...reviewFromRow(row),
    status: row.status,
    healthDetails: row.status === "held" ? healthDetailsIn(row.comment) : [],
    hiddenReason:
      row.status === "hidden" && isReviewReportReason(row.hiddenReason) ? row.hiddenReason : null,
  };
}
