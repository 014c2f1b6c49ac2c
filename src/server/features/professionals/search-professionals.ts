import { and, eq, type SQL, sql } from "drizzle-orm";
import type {
  ProfessionalSearchResult,
  SearchProfessionalsQuery,
} from "../../../domain/contracts/professionals";
import type { Db } from "../../db/client";
import { professionalProfiles as p, users } from "../../db/schema";
import { imageUrl } from "../auth/current-user";
import { averageRatingSql } from "./ratings";
import { searchConditions } from "./search-filters";
import { isSearchable } from "./searchable";

const searchKey = sql`(${p.sortRating}, ${p.sortReviews}, ${p.sortFirstName}, ${p.sortLastName}, ${p.userId})`;

/**
 * Rows after the professional `after` in the search order: their key is read by primary key,
 * then the walk starts right after it in the index (one row comparison), so any page costs
 * what the first costs. An unknown professional has nothing after them.
 */
async function afterKey(db: Db, after: string | undefined): Promise<SQL | undefined | null> {
  if (!after) return undefined;
  const [key] = await db
    .select({ r: p.sortRating, n: p.sortReviews, f: p.sortFirstName, l: p.sortLastName })
    .from(p)
    .where(eq(p.userId, after));
  if (!key) return null;
  return sql`${searchKey} > (${key.r}::float8, ${key.n}::int, ${key.f}::text, ${key.l}::text, ${after}::uuid)`;
}

/**
 * One page of searchable professionals matching the filters, best rated first
 * (docs/decisions/0040-search-order-and-pagination.md), walked in the order of the partial
 * index on the profile's search keys (decision 0120).
 */
export async function searchProfessionals(
  db: Db,
  q: SearchProfessionalsQuery,
): Promise<ProfessionalSearchResult[]> {
  const keyset = await afterKey(db, q.after);
  if (keyset === null) return [];
  const rows = await db
    .select({ user: users, profile: p, averageRating: averageRatingSql })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(isSearchable(), ...searchConditions(q), keyset))
    .orderBy(p.sortRating, p.sortReviews, p.sortFirstName, p.sortLastName, p.userId)
    .limit(q.limit);
  return rows.map(({ user, profile, averageRating }) => ({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: imageUrl(user.profileImageId),
    createdAt: user.createdAt.toISOString(),
    professionalProfile: {
      isVerified: profile.isVerified,
      specialties: profile.specialties,
      averageRating: averageRating ?? null,
      reviewCount: profile.reviewCount,
      startingFrom: profile.startingFrom,
      priceRange: profile.priceRange,
      serviceOptions: profile.serviceOptions,
      officeAddress: profile.officeAddress,
      officeNeighborhood: profile.officeNeighborhood,
      officeComplement: profile.officeComplement,
      homeServiceAreas: profile.homeServiceAreas,
    },
  }));
}
