import type { ContentDecisionRequest, ContentDecisionResponse } from "@domain/contracts/contents";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";
import { useReportDecision } from "./use-report-decision";

/** POST /api/admin/contents/:id/decision: hide with a reason, or keep (dismiss the reports). */
export const decideReportedContent = ({
  contentId,
  ...body
}: ContentDecisionRequest & { contentId: string }) =>
  apiRequest<ContentDecisionResponse>("POST", `/api/admin/contents/${contentId}/decision`, body);

/** The contents' queue and the audit log change (useReportDecision). */
export const useDecideReportedContent = () =>
  useReportDecision(decideReportedContent, adminKeys.contentReports());
