import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  type ProfessionalReviewsResponse,
  REVIEW_MESSAGES,
} from "../../../domain/contracts/reviews";
import type { Db } from "../../db/client";
import { reviews, users } from "../../db/schema";
import { AppError } from "../../errors";
import { imageUrl } from "../auth/current-user";
import { toReview } from "./to-review";

/** Average (null without reviews) and count of a professional's reviews. */
export async function reviewStats(db: Db, professionalId: string) {
  const [stats] = await db
    .select({
      averageRating: sql<number | null>`avg(${reviews.rating})::float8`,
      reviewCount: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.professionalId, professionalId));
  return {
    averageRating: stats?.averageRating == null ? null : Number(stats.averageRating),
    reviewCount: Number(stats?.reviewCount ?? 0),
  };
}

/**
 * A professional's reviews, newest first, with the author's name and photo only for reviews
 * that are not anonymous. The client's id and e-mail never leave the server.
 */
export async function listProfessionalReviews(
  db: Db,
  professionalId: string,
): Promise<ProfessionalReviewsResponse> {
  const [professional] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, professionalId), eq(users.role, "professional"), isNull(users.deletedAt)),
    );
  if (!professional) throw new AppError("not_found", REVIEW_MESSAGES.professionalNotFound);
  const rows = await db
    .select({ review: reviews, author: users })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.clientId))
    .where(eq(reviews.professionalId, professionalId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return {
    reviews: rows.map(({ review, author }) => ({
      ...toReview(review),
      client: review.isAnonymous
        ? null
        : {
            firstName: author.firstName,
            lastName: author.lastName,
            profileImageUrl: imageUrl(author.profileImageId),
          },
    })),
    ...(await reviewStats(db, professionalId)),
  };
}
