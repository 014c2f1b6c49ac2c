import {
  REVIEW_MODERATION_MESSAGES as M,
  MAX_REPORTS_PER_DAY,
  type ReportReviewRequest,
} from "@domain/contracts/review-moderation";
import type { Db } from "@server/db/client";
import { professionalProfiles, reviewReports, reviews } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, count, eq, gt, sql } from "drizzle-orm";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/review-reports (decision 0388): a signed-in person who did not write the review
 * reports a published one, once, with a reason from the list; at most MAX_REPORTS_PER_DAY in 24
 * hours, counted under a per-person lock. A held or hidden review is not found (only its author
 * sees it), nor one whose text the person cannot read (decision 0387).
 */
export async function reportReview(
  db: Db,
  user: AuthUser,
  input: ReportReviewRequest,
  instant: Date,
): Promise<void> {
  const { reviewId } = input;
  // One person's reports one at a time: parallel requests cannot pass the daily limit.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`review_reports:${user.id}`}))`);
    const [review] = await tx
      .select({
        clientId: reviews.clientId,
        professionalId: reviews.professionalId,
        visibility: professionalProfiles.reviewVisibility,
      })
      .from(reviews)
      .leftJoin(professionalProfiles, eq(professionalProfiles.userId, reviews.professionalId))
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, "published")));
    // Only a review the person can read is reported: under 'Somente a nota' or 'Privadas' its
    // text is the professional's alone (decision 0387).
    const readable =
      review && (review.visibility === "public" || review.professionalId === user.id);
    if (!review || !readable) throw new AppError("not_found", M.reviewNotFound);
    if (review.clientId === user.id) throw new AppError("forbidden", M.ownReview);
    const [recent] = await tx
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
    const [created] = await tx
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
  });
}
