import type { ProfessionalReviewsResponse } from "@domain/contracts/reviews";
import type { Db } from "@server/db/client";
import { prepared } from "@server/db/prepared";
import { reviews, users } from "@server/db/schema";
import { ratingOf } from "@server/features/professionals/ratings";
import { findVisibleProfessional } from "@server/features/professionals/visibility";
import type { AuthUser } from "@server/http/route";
import { imageUrl } from "@server/shared/current-user";
import { and, desc, eq, sql } from "drizzle-orm";
import { reviewFromRow } from "./review-from-row";

const reviewsOf = prepared("reviews_of_professional", (db, name) =>
  db
    .select({
      review: reviews,
      author: {
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageId: users.profileImageId,
      },
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.clientId))
    // Held and hidden reviews are their author's alone (decision 0388).
    .where(and(eq(reviews.professionalId, sql.placeholder("id")), eq(reviews.status, "published")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .prepare(name),
);

/**
 * A professional's reviews, newest first, with the author's name and photo only for reviews
 * that are not anonymous, and never to a visitor. The client's id and e-mail never leave the server. The average and
 * count come from the rows themselves, by the same rule as the profile's totals.
 */
export async function listProfessionalReviews(
  db: Db,
  viewer: AuthUser | null,
  professionalId: string,
): Promise<ProfessionalReviewsResponse> {
  // Who may see the profile may see its reviews: an unverified, banned or deleted professional
  // is "not found", as an unknown id is (only they and admins see an unverified one).
  await findVisibleProfessional(db, viewer, professionalId);
  return reviewsOfVisibleProfessional(db, viewer, professionalId);
}

/** The same, for a professional the caller already found visible to this viewer. */
export async function reviewsOfVisibleProfessional(
  db: Db,
  viewer: AuthUser | null,
  professionalId: string,
): Promise<ProfessionalReviewsResponse> {
  const rows = await reviewsOf(db).execute({ id: professionalId });
  return {
    reviews: rows.map(({ review, author }) => ({
      ...reviewFromRow(review),
      // A visitor reads every review as anonymous: a client's name beside a health professional
      // stays among signed-in users, never on the open web (decision 0323).
      client:
        review.isAnonymous || !viewer
          ? null
          : {
              firstName: author.firstName,
              lastName: author.lastName,
              profileImageUrl: imageUrl(author.profileImageId),
            },
    })),
    ...ratingOf({
      ratingSum: rows.reduce((sum, { review }) => sum + review.rating, 0),
      reviewCount: rows.length,
    }),
  };
}
