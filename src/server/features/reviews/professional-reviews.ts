import type { ProfessionalReviewsResponse } from "@domain/contracts/reviews";
import type { ReviewVisibility } from "@domain/review-rules";
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
 * that are not anonymous, and never to a visitor. The client's id and e-mail never leave the
 * server. Only published reviews, filtered in SQL (held and hidden ones are their author's
 * alone, decision 0388). What anyone but the professional reads follows the professional's
 * choice (decision 0387): 'public' the texts, 'rating_only' the average and the count without
 * any review, 'private' nothing. The average and count come from the rows themselves, by the same
 * rule as the profile's totals.
 */
export async function listProfessionalReviews(
  db: Db,
  viewer: AuthUser | null,
  professionalId: string,
): Promise<ProfessionalReviewsResponse> {
  // Who may see the profile may see its reviews: an unverified, banned or deleted professional
  // is "not found", as an unknown id is (only they and admins see an unverified one).
  const { profile } = await findVisibleProfessional(db, viewer, professionalId);
  return reviewsOfVisibleProfessional(db, viewer, profile);
}

/** The same, for a professional the caller already found visible to this viewer. */
export async function reviewsOfVisibleProfessional(
  db: Db,
  viewer: AuthUser | null,
  profile: { userId: string; reviewVisibility: ReviewVisibility },
): Promise<ProfessionalReviewsResponse> {
  const visibility = profile.reviewVisibility;
  const own = viewer?.id === profile.userId;
  if (visibility === "private" && !own) {
    return { reviews: [], averageRating: null, reviewCount: 0, visibility };
  }
  const rows = await reviewsOf(db).execute({ id: profile.userId });
  const totals = ratingOf({
    ratingSum: rows.reduce((sum, { review }) => sum + review.rating, 0),
    reviewCount: rows.length,
  });
  // 'Somente a nota': not even the rows with stars alone, whose dates and ratings one by one
  // would say more than the average does.
  if (visibility === "rating_only" && !own) return { reviews: [], ...totals, visibility };
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
    ...totals,
    visibility,
  };
}
