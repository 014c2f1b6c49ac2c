import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { professionalProfiles as p } from "../../db/schema";

/**
 * Average rating from the totals the reviews_rating_totals trigger keeps on the profile
 * (drizzle/0004), so search can sort by rating without aggregating every review.
 */
export const averageRatingSql = sql<
  number | null
>`CASE WHEN ${p.reviewCount} > 0 THEN ${p.ratingSum}::float8 / ${p.reviewCount} END`;

export async function ratingOf(
  db: Db,
  professionalId: string,
): Promise<{ averageRating: number | null; reviewCount: number }> {
  const [row] = await db
    .select({ averageRating: averageRatingSql, reviewCount: p.reviewCount })
    .from(p)
    .where(eq(p.userId, professionalId));
  return { averageRating: row?.averageRating ?? null, reviewCount: row?.reviewCount ?? 0 };
}
