import { professionalProfiles as p } from "@server/db/schema";
import { sql } from "drizzle-orm";

/**
 * Average rating from the totals the reviews_rating_totals trigger keeps on the profile
 * (drizzle/0004), so search can sort by rating without aggregating every review.
 */
export const averageRatingSql = sql<
  number | null
>`CASE WHEN ${p.reviewCount} > 0 THEN ${p.ratingSum}::float8 / ${p.reviewCount} END`;

/** The same average from a profile row already loaded (null without reviews). */
export function ratingOf(profile: { ratingSum: number; reviewCount: number }): {
  averageRating: number | null;
  reviewCount: number;
} {
  const { ratingSum, reviewCount } = profile;
  return { averageRating: reviewCount > 0 ? ratingSum / reviewCount : null, reviewCount };
}
