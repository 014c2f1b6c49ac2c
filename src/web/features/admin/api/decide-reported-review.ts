import type {
  ReviewDecisionRequest,
  ReviewDecisionResponse,
} from "@domain/contracts/review-moderation";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";
import { useReportDecision } from "./use-report-decision";

/** POST /api/admin/reviews/:id/decision: hide with a reason, or keep. */
export const decideReportedReview = ({
  reviewId,
  ...body
}: ReviewDecisionRequest & { reviewId: string }) =>
  apiRequest<ReviewDecisionResponse>("POST", `/api/admin/reviews/${reviewId}/decision`, body);

/** The reviews' queue and the audit log change (useReportDecision). */
export const useDecideReportedReview = () =>
  useReportDecision(decideReportedReview, adminKeys.reviewReports());
