import { idParamSchema } from "@domain/contracts/common";
import { ownReviewListSchema, ownReviewSchema } from "@domain/contracts/review-moderation";
import {
  canReviewResponseSchema,
  createReviewRequestSchema,
  professionalIdParamSchema,
  professionalReviewsResponseSchema,
} from "@domain/contracts/reviews";
import { limitVisitor } from "@server/auth/visitor-limit";
import { defineRoute, type RouteDef } from "@server/http/route";
import { canReview, listClientReviews } from "./client-reviews";
import { createReview } from "./create-review";
import { listProfessionalReviews } from "./professional-reviews";

/** The reviews area's API routes. */
export function reviewsRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/reviews/by-client",
      access: ["client"],
      tag: "reviews",
      summary:
        "The caller's own reviews, newest first, with their status and, while held, the health details found.",
      response: ownReviewListSchema,
      handler: ({ db, user }) => listClientReviews(db, user),
    }),
    defineRoute({
      method: "GET",
      url: "/api/reviews/can-review/:professionalId",
      access: ["client"],
      tag: "reviews",
      summary:
        "Whether the caller has a service with this professional confirmed by both sides and not yet reviewed.",
      params: professionalIdParamSchema,
      response: canReviewResponseSchema,
      handler: ({ db, user, params }) => canReview(db, user, params.professionalId),
    }),
    defineRoute({
      method: "POST",
      url: "/api/reviews",
      access: ["client"],
      tag: "reviews",
      summary:
        "Reviews a service confirmed by both sides, once. Without a comment the review is anonymous; a comment naming a health detail is held for the author to confirm.",
      body: createReviewRequestSchema,
      response: ownReviewSchema,
      handler: async ({ db, user, body, reply }) => {
        const created = await createReview(db, user, body);
        reply.status(201);
        return created;
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/reviews/professional/:id",
      access: "public",
      tag: "reviews",
      summary:
        "A professional's reviews (author shown only when not anonymous, never to a visitor), average rating and count (decision 0323).",
      params: idParamSchema,
      response: professionalReviewsResponseSchema,
      handler: async ({ req, db, user, now, params }) => {
        await limitVisitor(req, !!user, now);
        return listProfessionalReviews(db, user, params.id);
      },
    }),
  ];
}
