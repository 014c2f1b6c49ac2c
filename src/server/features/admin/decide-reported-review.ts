import type {
  ReviewDecisionRequest,
  ReviewDecisionResponse,
} from "@domain/contracts/review-moderation";
import { REVIEW_MODERATION_MESSAGES as M } from "@domain/contracts/review-moderation";
import {
  OWN_REVIEWS_PATH,
  REVIEW_REPORT_REASONS,
  type ReviewReportReason,
} from "@domain/review-rules";
import type { Db } from "@server/db/client";
import { reviewReports, reviews, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { notify } from "@server/notifications/notify";
import { PAGES_GONE } from "@server/shared/pages-gone";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { recordAdminAction } from "./audit-trail";

/**
 * POST /api/admin/reviews/{id}/decision (decision 0388): the admin hides a reported review with
 * a reason, or keeps it. One transaction resolves every open report of the review, writes the
 * audit entry and tells the author and the professional (the reason's category, never the
 * review's text, the reports' details nor the admin's note). Compare-and-swap: the review row is
 * locked and its open reports resolved only if there still are some, so a second decision,
 * even one sent at the same moment, is 409. Hiding takes the review out of the totals (the
 * rating trigger), the stored page (its trigger) and every process's kept pages at once.
 */
export async function decideReportedReview(
  db: Db,
  admin: AuthUser,
  reviewId: string,
  input: ReviewDecisionRequest,
  instant: Date,
): Promise<ReviewDecisionResponse> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ status: reviews.status, clientId: reviews.clientId, proId: reviews.professionalId })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for("update");
    if (!review) throw new AppError("not_found", M.reviewNotFound);
    const resolved = await tx
      .update(reviewReports)
      .set({ resolvedAt: instant, resolution: input.resolution, resolvedBy: admin.id })
      .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
      .returning({ id: reviewReports.id });
    if (!resolved.length || review.status !== "published") {
      throw new AppError("conflict", M.alreadyDecided);
    }
    const hide = input.resolution === "hidden";
    const reason = (input.reason ?? "outro") as ReviewReportReason;
    if (hide) {
      await tx
        .update(reviews)
        .set({ status: "hidden", hiddenReason: reason, hiddenAt: instant, hiddenBy: admin.id })
        .where(eq(reviews.id, reviewId));
      await tx.execute(PAGES_GONE);
    }
    const entryId = await recordAdminAction(tx, {
      adminId: admin.id,
      targetUserId: review.clientId,
      action: hide ? "hide_review" : "keep_review",
      reason: [
        `Avaliação ${reviewId}`,
        hide ? `Motivo: ${REVIEW_REPORT_REASONS[reason]}` : null,
        input.note ? `Observação: ${input.note}` : null,
      ]
        .filter(Boolean)
        .join("\n"),
    });
    await tellBothSides(tx, { ...review, hide, reason, entryId, instant });
    return { reviewId, status: hide ? "hidden" : "published", resolvedReports: resolved.length };
  });
}

/** The author and the professional, in the app and by e-mail (optional category 'pos_sessao'). */
async function tellBothSides(
  tx: Db,
  d: {
    clientId: string;
    proId: string;
    hide: boolean;
    reason: ReviewReportReason;
    entryId: string;
    instant: Date;
  },
) {
  const alive = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [d.clientId, d.proId]), isNull(users.deletedAt)));
  const params: Record<string, string> = d.hide ? { reason: d.reason } : {};
  const sides = [
    { recipientId: d.clientId, kind: d.hide ? "review_hidden_author" : "review_kept_author" },
    {
      recipientId: d.proId,
      kind: d.hide ? "review_hidden_professional" : "review_kept_professional",
    },
  ] as const;
  for (const side of sides) {
    if (!alive.some((u) => u.id === side.recipientId)) continue;
    await notify(tx, {
      kind: side.kind,
      recipientId: side.recipientId,
      params,
      link: side.recipientId === d.clientId ? OWN_REVIEWS_PATH : "/profile",
      idempotencyKey: `${side.kind}:${d.entryId}`,
      instant: d.instant,
    });
  }
}
