import { idParamSchema, okResponseSchema } from "@domain/contracts/common";
import {
  heldReviewRequestSchema,
  ownReviewSchema,
  reportReviewRequestSchema,
  reviewReplyRequestSchema,
  reviewReplyResponseSchema,
} from "@domain/contracts/review-moderation";
import { defineRoute, type RouteDef } from "@server/http/route";
import { settleHeldReview } from "./held-reviews";
import { reportReview } from "./report-review";
import { removeReviewReply, replyToReview } from "./review-reply";

/** Reporting a review, the professional's reply, and the author's held reviews (decision 0388). */
export function reviewModerationRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "POST",
      url: "/api/review-reports",
      access: ["client", "professional"],
      tag: "reviews",
      summary:
        "Reports a published review (not one's own) with a reason from the list, once per person, at most 10 in 24 hours.",
      body: reportReviewRequestSchema,
      response: okResponseSchema,
      handler: async ({ db, user, body, now, reply }) => {
        await reportReview(db, user, body, now);
        reply.status(201);
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: "PUT",
      url: "/api/review-replies/:id",
      access: ["professional"],
      tag: "reviews",
      summary:
        "Writes or rewrites the professional's one reply to a published review of theirs (the review's id), under the publicity rules.",
      params: idParamSchema,
      body: reviewReplyRequestSchema,
      response: reviewReplyResponseSchema,
      handler: ({ db, user, params, body, now }) =>
        replyToReview(db, user, params.id, body.reply, now),
    }),
    defineRoute({
      method: "DELETE",
      url: "/api/review-replies/:id",
      access: ["professional"],
      tag: "reviews",
      summary: "Removes the professional's reply to a published review of theirs.",
      params: idParamSchema,
      response: reviewReplyResponseSchema,
      handler: ({ db, user, params }) => removeReviewReply(db, user, params.id),
    }),
    defineRoute({
      method: "PUT",
      url: "/api/reviews/:id",
      access: ["client"],
      tag: "reviews",
      summary:
        "The author of a held review rewrites its comment (checked again for health details) or confirms it as written.",
      params: idParamSchema,
      body: heldReviewRequestSchema,
      response: ownReviewSchema,
      handler: ({ db, user, params, body }) => settleHeldReview(db, user, params.id, body),
    }),
  ];
}
