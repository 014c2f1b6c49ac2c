import type { ReviewVisibility } from "@domain/review-rules";
import { professionalProfiles as p } from "@server/db/schema";
import { sql } from "drizzle-orm";

/**
 * Average rating from the totals the reviews_rating_totals trigger keeps on the profile
 * (drizzle/0004; published reviews only, drizzle/0034), so search can sort by rating without
 * aggregating every review. A professional whose reviews are private shows no rating to anyone
 * else (decision 0387): null here, and the count below reads 0.
 */
export const averageRatingSql = sql<
  number | null
>`CASE WHEN ${p.reviewCount} > 0 AND ${p.reviewVisibility} <> 'private' THEN ${p.ratingSum}::float8 / ${p.reviewCount} END`;

/** The count others see: none when the reviews are private (decision 0387). */
export const shownReviewCountSql = sql<number>`CASE WHEN ${p.reviewVisibility} <> 'private' THEN ${p.reviewCount} ELSE 0 END`;

/** The same average from a profile row already loaded (null without reviews). */
export function ratingOf(profile: { ratingSum: number; reviewCount: number }): {
  averageRating: number | null;
  reviewCount: number;
} {
  const { ratingSum, reviewCount } = profile;
  return { averageRating: reviewCount > 0 ? ratingSum / reviewCount : null, reviewCount };
}

/**
 * The rating as this viewer may see it (decision 0387): private reviews are their
 * professional's alone; 'Somente a nota' and 'Públicas' show the average and the count.
 */
export function shownRatingOf(
  profile: {
    userId: string;
    ratingSum: number;
    reviewCount: number;
    reviewVisibility: ReviewVisibility;
  },
  viewerId: string | null,
): { averageRating: number | null; reviewCount: number } {
  if (profile.reviewVisibility === "private" && viewerId !== profile.userId)
    return { averageRating: null, reviewCount: 0 };
  return ratingOf(profile);
}
