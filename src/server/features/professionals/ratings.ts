import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reviews } from "../../db/schema";

/** Average rating and count per professional, to join into search and profile reads. */
export function ratingsSubquery(db: Db) {
  return db
    .select({
      professionalId: reviews.professionalId,
      averageRating: sql<number>`avg(${reviews.rating})::float8`.as("average_rating"),
      reviewCount: sql<number>`count(*)::int`.as("review_count"),
    })
    .from(reviews)
    .groupBy(reviews.professionalId)
    .as("ratings");
}

export async function ratingOf(
  db: Db,
  professionalId: string,
): Promise<{ averageRating: number | null; reviewCount: number }> {
  const [row] = await db
    .select({
      averageRating: sql<number | null>`avg(${reviews.rating})::float8`,
      reviewCount: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.professionalId, professionalId));
  return { averageRating: row?.averageRating ?? null, reviewCount: row?.reviewCount ?? 0 };
}
