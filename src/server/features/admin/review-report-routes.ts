import { idParamSchema } from "@domain/contracts/common";
import {
  reportedReviewsPageSchema,
  reviewDecisionRequestSchema,
  reviewDecisionResponseSchema,
  reviewReportsQuerySchema,
} from "@domain/contracts/review-moderation";
import { defineRoute, type RouteDef } from "@server/http/route";
import { forgetKeptPagesHere } from "@server/shared/pages-gone";
import { decideReportedReview } from "./decide-reported-review";
import { listReviewReports } from "./list-review-reports";

const admins = ["admin"] as const;

/** The admin's queue of reported reviews and the decision on each (decision 0388). */
export function reviewReportRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/admin/review-reports",
      access: admins,
      tag: "admin",
      summary:
        "One page of reviews with open reports, the longest waiting first, with the review's text, the people and the reports' reasons and details.",
      query: reviewReportsQuerySchema,
      response: reportedReviewsPageSchema,
      handler: ({ db, query }) => listReviewReports(db, query),
    }),
    defineRoute({
      method: "POST",
      url: "/api/admin/reviews/:id/decision",
      access: admins,
      tag: "admin",
      summary:
        "Hides a reported review with a reason, or keeps it, resolving all its open reports; 409 once decided.",
      params: idParamSchema,
      body: reviewDecisionRequestSchema,
      response: reviewDecisionResponseSchema,
      handler: async ({ db, user, params, body, now, req }) => {
        const answer = await decideReportedReview(db, user, params.id, body, now);
        forgetKeptPagesHere(req);
        return answer;
      },
    }),
  ];
}
