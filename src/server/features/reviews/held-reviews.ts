import {
  REVIEW_MODERATION_MESSAGES as M,
  type OwnReview,
} from "@domain/contracts/review-moderation";
import { healthDetailsIn } from "@domain/health-details";
import type { Db } from "@server/db/client";
import { reviews } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, eq } from "drizzle-orm";
import { ownReviewFromRow } from "./review-from-row";

/** The caller's own held review, locked: a second confirmation waits and then finds it published. */
async function ownHeldReview(tx: Db, author: AuthUser, reviewId: string) {
  const [review] = await tx
    .select({ id: reviews.id, status: reviews.status })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.clientId, author.id)))
    .for("update");
  if (!review) throw new AppError("not_found", M.reviewNotFound);
  if (review.status !== "held") throw new AppError("conflict", M.notHeld);
}

/**
 * PUT /api/reviews/{id} (decision 0388): the author of a held review rewrites its comment, which
 * is checked again (published when it names no health detail, still held when it does; without
 * a comment it is published as anonymous), or, warned, confirms it: published as written.
 */
export async function settleHeldReview(
  db: Db,
  author: AuthUser,
  reviewId: string,
  input: { comment: string | null; confirmHealthDetails: boolean },
): Promise<OwnReview> {
  const { comment, confirmHealthDetails } = input;
  return db.transaction(async (tx) => {
    await ownHeldReview(tx, author, reviewId);
    const held = !confirmHealthDetails && healthDetailsIn(comment).length > 0;
    const [row] = await tx
      .update(reviews)
      .set({ comment, isAnonymous: comment === null, status: held ? "held" : "published" })
      .where(eq(reviews.id, reviewId))
      .returning();
    return ownReviewFromRow(row!);
  });
}
