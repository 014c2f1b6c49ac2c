import { idParamSchema } from "@domain/contracts/common";
import {
  contentDecisionRequestSchema,
  contentDecisionResponseSchema,
  contentReportsQuerySchema,
  reportedContentsPageSchema,
} from "@domain/contracts/contents";
import { defineRoute, type RouteDef } from "@server/http/route";
import { forgetKeptPagesHere } from "@server/shared/pages-gone";
import { decideReportedContent } from "./decide-reported-content";
import { listContentReports } from "./list-content-reports";

const admins = ["admin"] as const;

/** The admin's queue of reported contents and the decision on each (decision 0404). */
export function contentReportRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/admin/content-reports",
      access: admins,
      tag: "admin",
      summary:
        "One page of visible contents with open reports, the longest waiting first, with the text, the author and the reports' reasons and details.",
      query: contentReportsQuerySchema,
      response: reportedContentsPageSchema,
      handler: ({ db, query }) => listContentReports(db, query),
    }),
    defineRoute({
      method: "POST",
      url: "/api/admin/contents/:id/decision",
      access: admins,
      tag: "admin",
      summary:
        "Hides a reported content with a reason (its page answers 410, the author is told) or dismisses the reports; 409 once decided.",
      params: idParamSchema,
      body: contentDecisionRequestSchema,
      response: contentDecisionResponseSchema,
      handler: async ({ db, user, params, body, now, req }) => {
        const answer = await decideReportedContent(db, user, params.id, body, now);
        forgetKeptPagesHere(req);
        return answer;
      },
    }),
  ];
}
