import {
  REVIEW_MODERATION_MESSAGES as M,
  MAX_REPORTS_PER_DAY,
  type ReportReviewRequest,
} from "@domain/contracts/review-moderation";
import type { Db } from "@server/db/client";
import { reviewReports, reviews } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, count, eq, gt } from "drizzle-orm";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/review-reports (decision 0388): a signed-in person who did not write the review
 * reports a published one, once, with a reason from the list; at most MAX_REPORTS_PER_DAY in 24
 * hours. A held or hidden review is not found: only its author sees it.
 */
export async function reportReview(
  db: Db,
  user: AuthUser,
  input: ReportReviewRequest,
  instant: Date,
): Promise<void> {
  const { reviewId } = input;
  const [review] = await db
    .select({ clientId: reviews.clientId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, "published")));
  if (!review) throw new AppError("not_found", M.reviewNotFound);
  if (review.clientId === user.id) throw new AppError("forbidden", M.ownReview);
  const [recent] = await db
    .select({ n: count() })
    .from(reviewReports)
    .where(
      and(
        eq(reviewReports.reporterId, user.id),
        gt(reviewReports.createdAt, new Date(instant.getTime() - DAY_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= MAX_REPORTS_PER_DAY) {
    throw new AppError("too_many_requests", M.tooManyReports);
  }
  const [created] = await db
    .insert(reviewReports)
    .values({
      reviewId,
      reporterId: user.id,
      reason: input.reason,
      details: input.details ?? null,
      createdAt: instant,
    })
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterId] })
    .returning({ id: reviewReports.id });
  if (!created) throw new AppError("conflict", M.alreadyReported);
}
