import { and, eq, sql } from "drizzle-orm";
import type {
  ProfessionalSearchResult,
  SearchProfessionalsQuery,
} from "../../../domain/contracts/professionals";
import type { Db } from "../../db/client";
import { preparedByShape } from "../../db/prepared";
import { professionalProfiles as p, users } from "../../db/schema";
import { imageUrl } from "../auth/current-user";
import { averageRatingSql } from "./ratings";
import {
  SEARCH_KEY,
  type SearchShape,
  searchConditions,
  searchValues,
  shapeOf,
} from "./search-filters";
import { isSearchable } from "./searchable";

/**
 * The page size written into the SQL (it is part of the shape, a number the contract bounds):
 * with LIMIT as a parameter, PostgreSQL's generic plan guesses a tenth of the table and walks
 * it with parallel workers; with the literal it keeps the index walk that stops at the page.
 * Drizzle's limit() types only numbers and placeholders but embeds any SQL it is given.
 */
const literalLimit = (limit: number) => sql.raw(String(Math.trunc(limit))) as unknown as number;

/** One search statement per shape, walked in the order of the partial search indexes. */
const searchOfShape = preparedByShape("search", (db: Db, shape: SearchShape, name: string) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageId: users.profileImageId,
      createdAt: users.createdAt,
      isVerified: p.isVerified,
      specialties: p.specialties,
      averageRating: averageRatingSql,
      reviewCount: p.reviewCount,
      startingFrom: p.startingFrom,
      priceRange: p.priceRange,
      serviceOptions: p.serviceOptions,
      officeAddress: p.officeAddress,
      officeNeighborhood: p.officeNeighborhood,
      officeComplement: p.officeComplement,
      homeServiceAreas: p.homeServiceAreas,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(isSearchable(), ...searchConditions(shape)))
    .orderBy(...SEARCH_KEY)
    .limit(literalLimit(shape.limit))
    // A name pattern's selectivity decides the plan (a common name: walk the order and filter;
    // a rare one: read its matches by trigram and sort), so name searches are planned for
    // their own value every time: an unnamed statement (decision 0121).
    .prepare(shape.name ? "" : name),
);

/**
 * One page of searchable professionals matching the filters, best rated first
 * (docs/decisions/0040-search-order-and-pagination.md), walked in the order of the partial
 * index on the profile's search keys (decision 0120); 'Carregar mais' sends the last one shown
 * as `after` (keyset).
 */
export async function searchProfessionals(
  db: Db,
  q: SearchProfessionalsQuery,
): Promise<ProfessionalSearchResult[]> {
  const rows = await searchOfShape(db, shapeOf(q)).execute(searchValues(q));
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: imageUrl(row.profileImageId),
    createdAt: row.createdAt.toISOString(),
    professionalProfile: {
      isVerified: row.isVerified,
      specialties: row.specialties,
      averageRating: row.averageRating ?? null,
      reviewCount: row.reviewCount,
      startingFrom: row.startingFrom,
      priceRange: row.priceRange,
      serviceOptions: row.serviceOptions,
      officeAddress: row.officeAddress,
      officeNeighborhood: row.officeNeighborhood,
      officeComplement: row.officeComplement,
      homeServiceAreas: row.homeServiceAreas,
    },
  }));
}
