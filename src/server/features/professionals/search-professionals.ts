import { and, eq, sql } from "drizzle-orm";
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

/**
 * One page of searchable professionals matching the filters, best rated first
 * (docs/decisions/0040-search-order-and-pagination.md).
 */
export async function searchProfessionals(
  db: Db,
  q: SearchProfessionalsQuery,
): Promise<ProfessionalSearchResult[]> {
  const rows = await db
    .select({ user: users, profile: p, averageRating: averageRatingSql })
    .from(users)
    .innerJoin(p, eq(p.userId, users.id))
    .where(and(isSearchable(), ...searchConditions(q)))
    .orderBy(
      sql`${averageRatingSql} DESC NULLS LAST`,
      sql`${p.reviewCount} DESC`,
      sql`immutable_unaccent(lower(${users.firstName}))`,
      sql`immutable_unaccent(lower(${users.lastName}))`,
      users.id,
    )
    .limit(q.limit)
    .offset(q.offset);
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
