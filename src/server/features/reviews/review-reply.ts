import {
  REVIEW_MODERATION_MESSAGES as M,
  type ReviewReplyResponse,
} from "@domain/contracts/review-moderation";
import { OWN_REVIEWS_PATH } from "@domain/review-rules";
import type { Db } from "@server/db/client";
import { reviews, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { notify } from "@server/notifications/notify";
import { and, eq } from "drizzle-orm";

/** The professional's own published review, locked for the change. */
async function ownPublishedReview(tx: Db, professional: AuthUser, reviewId: string) {
  const [review] = await tx
    .select({ id: reviews.id, clientId: reviews.clientId, reply: reviews.reply })
    .from(reviews)
    .where(
      and(
        eq(reviews.id, reviewId),
        eq(reviews.professionalId, professional.id),
        eq(reviews.status, "published"),
      ),
    )
    .for("update");
  if (!review) throw new AppError("not_found", M.reviewNotFound);
  return review;
}

/**
 * PUT /api/review-replies/{id} (decision 0388; the review's id): the professional writes or rewrites the one reply
 * to a published review of theirs (the contract applies the publicity rules). A first reply
 * tells the author, in the app and by e-mail, without its text.
 */
export async function replyToReview(
  db: Db,
  professional: AuthUser,
  reviewId: string,
  reply: string,
  instant: Date,
): Promise<ReviewReplyResponse> {
  return db.transaction(async (tx) => {
    const review = await ownPublishedReview(tx, professional, reviewId);
    await tx.update(reviews).set({ reply, repliedAt: instant }).where(eq(reviews.id, reviewId));
    const [author] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, review.clientId));
    if (review.reply === null && author && !author.deletedAt) {
      await notify(tx, {
        kind: "review_replied",
        recipientId: review.clientId,
        params: { otherName: professional.firstName },
        about: professional.id,
        link: OWN_REVIEWS_PATH,
        idempotencyKey: `review_replied:${reviewId}:${instant.toISOString()}`,
        instant,
      });
    }
    return { reviewId, reply, repliedAt: instant.toISOString() };
  });
}

/** DELETE /api/review-replies/{id}: the professional removes the reply; nothing to remove is fine. */
export async function removeReviewReply(
  db: Db,
  professional: AuthUser,
  reviewId: string,
): Promise<ReviewReplyResponse> {
  return db.transaction(async (tx) => {
    await ownPublishedReview(tx, professional, reviewId);
    await tx.update(reviews).set({ reply: null, repliedAt: null }).where(eq(reviews.id, reviewId));
    return { reviewId, reply: null, repliedAt: null };
  });
}
