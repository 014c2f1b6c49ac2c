import { and, eq, sql } from "drizzle-orm";
import type {
  ProfessionalSearchResult,
  SearchProfessionalsQuery,
} from "../../../domain/contracts/professionals";
import type { Db } from "../../db/client";
import { professionalProfiles as p, users } from "../../db/schema";
import { imageUrl } from "../auth/current-user";
import { ratingsSubquery } from "./ratings";
import { searchConditions } from "./search-filters";
import { isSearchable } from "./searchable";

/**
 * One page of searchable professionals matching the filters, best rated first
 * (docs/decisions/0040-search-order-and-pagination.md).
 */
export async function searchProfessionals(
  db: Db,
  q: SearchProfessionalsQuery,
): Promise<ProfessionalSearchResult[]> {
  const ratings = ratingsSubquery(db);
  const rows = await db
    .select({
      user: users,
      profile: p,
      averageRating: ratings.averageRating,
      reviewCount: ratings.reviewCount,
    })
    .from(users)
    .innerJoin(p, eq(p.userId, users.id))
    .leftJoin(ratings, eq(ratings.professionalId, users.id))
    .where(and(isSearchable(), ...searchConditions(q)))
    .orderBy(
      sql`${ratings.averageRating} DESC NULLS LAST`,
      sql`coalesce(${ratings.reviewCount}, 0) DESC`,
      sql`immutable_unaccent(lower(${users.firstName}))`,
      sql`immutable_unaccent(lower(${users.lastName}))`,
      users.id,
    )
    .limit(q.limit)
    .offset(q.offset);
  return rows.map(({ user, profile, averageRating, reviewCount }) => ({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: imageUrl(user.profileImageId),
    createdAt: user.createdAt.toISOString(),
    professionalProfile: {
      isVerified: profile.isVerified,
      specialties: profile.specialties,
      averageRating: averageRating ?? null,
      reviewCount: reviewCount ?? 0,
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
