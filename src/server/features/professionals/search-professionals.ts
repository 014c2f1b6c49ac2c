import type {
  ProfessionalSearchResult,
  SearchProfessionalsQuery,
  SearchSort,
} from "@domain/contracts/professionals";
import type { Db } from "@server/db/client";
import { preparedByShape } from "@server/db/prepared";
import { professionalProfiles as p, searchOrderOf, users } from "@server/db/schema";
import { imageUrl, titleFormOf } from "@server/shared/current-user";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { nextAvailableAtSql } from "./next-available";
import { averageRatingSql, shownReviewCountSql } from "./ratings";
import { withKnownCity } from "./search-city";
import {
  keyColumnsOf,
  namePattern,
  SEARCH_KEY,
  searchConditions,
  searchName,
  sortKey,
} from "./search-filters";
import { SEARCH_PAGE_SHAPES, type SearchShape, searchValues, shapeOf } from "./search-shape";
import { isSearchable } from "./searchable";

/**
 * A number written into the SQL (it is part of the shape, bounded by the contract): with LIMIT
 * as a parameter, PostgreSQL's generic plan guesses a tenth of the table and walks it with
 * parallel workers; with the literal it keeps the index walk that stops at the page. Drizzle's
 * limit() types only numbers and placeholders but embeds any SQL it is given.
 */
const literalLimit = (limit: number) => sql.raw(String(Math.trunc(limit))) as unknown as number;

/**
 * How far a name search walks the search order before it gives up on finding a page there
 * (decision 0127). The walk stops as soon as it has a page, so a common name ('maria', 1 in 60)
 * costs only the ~1,500 rows it needs; this bound is what a rare name pays before its matches
 * are read from the trigram index and sorted. About the square root of (24 × professionals ×
 * the ~20× cost of a trigram match over a walked row): at 100,000 professionals, 7,000 rows
 * (index only, ~2 ms) against at most ~340 trigram matches (~2 ms).
 */
export const NAME_WALK_ROWS = 7000;

const keyColumns = keyColumnsOf(p);

/** The page's professionals, in search order: user id and sort key only. */
type Candidates = ReturnType<typeof candidatesMatching>;

/** The first `limit` profiles matching `where`, walked in the order of the search indexes. */
function candidatesMatching(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(keyColumns)
    .from(p)
    .where(where)
    .orderBy(...SEARCH_KEY)
    .limit(literalLimit(limit))
    .as("candidates");
}

/**
 * The first `limit` profiles matching `where` in another sort's order ('Mais cedo disponível',
 * decision 0290; 'Menor preço', 'Melhor avaliação', decision 0342), walked in that sort's
 * indexes (professional_profiles_search_<sort>(_specialtyN)_idx).
 */
function candidatesBySort(db: Db, sort: SearchSort, where: SQL | undefined, limit: number) {
  return db
    .select({ userId: p.userId, sortKey: sql<unknown>`${sortKey(sort)}`.as("sort_key") })
    .from(p)
    .where(where)
    .orderBy(sortKey(sort), p.userId)
    .limit(literalLimit(limit))
    .as("candidates");
}

/**
 * The name matches among the first NAME_WALK_ROWS professionals of the order that match the
 * other filters: when they fill the page, they are the page, since every later professional
 * comes after them.
 */
function candidatesInWalk(db: Db, shape: SearchShape) {
  const walk = db
    .select({ ...keyColumns, searchName: searchName.as("search_name") })
    .from(p)
    .where(and(isSearchable(), ...searchConditions(shape, { withName: false })))
    .orderBy(...SEARCH_KEY)
    .limit(literalLimit(NAME_WALK_ROWS))
    .as("walk");
  return (
    db
      .select(keyColumnsOf(walk))
      .from(walk)
      // The folded pattern in a subquery: computed once per search, where the walk's generic
      // plan would fold it again for every walked row (2 ms became 9 ms for a rare name).
      .where(sql`${walk.searchName} LIKE (SELECT ${namePattern})`)
      .orderBy(...searchOrderOf(walk))
      .limit(literalLimit(shape.limit))
      .as("candidates")
  );
}

/**
 * What a result card shows, for the candidates only: the page is chosen on the profile's sort
 * key first and joined to the accounts after, so a filter that reads many rows (a popular
 * neighbourhood) does not join them all.
 */
export function pageOf(
  db: Db,
  c: Candidates | ReturnType<typeof candidatesBySort>,
  order: readonly SQL[],
  name: string,
) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageId: users.profileImageId,
      createdAt: users.createdAt,
      isVerified: p.isVerified,
      specialties: p.specialties,
      averageRating: averageRatingSql,
      reviewCount: shownReviewCountSql,
      reviewVisibility: p.reviewVisibility,
      startingFrom: p.startingFrom,
      priceRange: p.priceRange,
      serviceOptions: p.serviceOptions,
      officeAddress: p.officeAddress,
      officeNeighborhood: p.officeNeighborhood,
      officeCity: p.officeCity,
      officeState: p.officeState,
      officeComplement: p.officeComplement,
      homeServiceAreas: p.homeServiceAreas,
      availableForNewPatients: p.availableForNewPatients,
      professionalRegister: p.professionalRegister,
      titleForm: p.titleForm,
      nextAvailableAt: nextAvailableAtSql,
      timeZone: p.timeZone,
      publicNumber: p.publicNumber,
    })
    .from(c)
    .innerJoin(p, eq(p.userId, c.userId))
    .innerJoin(users, eq(users.id, c.userId))
    .orderBy(...order)
    .prepare(name);
}

/** The page's candidates in the shape's order, and that order over them. */
function byOrder(db: Db, shape: SearchShape) {
  const where = and(isSearchable(), ...searchConditions(shape));
  if (shape.sort) {
    const c = candidatesBySort(db, shape.sort, where, shape.limit);
    return { c, order: [sql`${c.sortKey}`, sql`${c.userId}`] };
  }
  const c = candidatesMatching(db, where, shape.limit);
  return { c, order: searchOrderOf(c).map((column) => sql`${column}`) };
}

/**
 * One search statement per shape (search-shape.ts), prepared by name; every shape of the web's
 * page size keeps its statement (decision 0178).
 */
const searchOfShape = preparedByShape(
  "search",
  (db: Db, shape: SearchShape, name: string) => {
    const { c, order } = byOrder(db, shape);
    // How many professionals a name matches decides this plan: a search that reaches here
    // found fewer than a page in the walk, so its name is rare and the trigram index is the
    // way; the generic plan cannot know that and would walk the whole order. So it is planned
    // for its own value every time: an unnamed statement. (A neighbourhood's generic plan,
    // read from the places index and sorted, costs what the custom one does.) A city too
    // (decision 0331): São Paulo holds most professionals and Manaus few, and one generic plan
    // sorts São Paulo's 24,000 (59 ms) or walks the whole order for Manaus (47 ms), where the
    // plan for its own value walks the order (0.5 ms) or reads the places index (2.5 ms).
    // A bairro within a city is few professionals in any city: named (decision 0370).
    return pageOf(db, c, order, shape.name || (shape.city && !shape.neighborhood) ? "" : name);
  },
  SEARCH_PAGE_SHAPES,
);

/** The name search's first try: the walk, prepared by name (its plan never depends on it). */
const nameWalkOfShape = preparedByShape(
  "search_walk",
  (db: Db, shape: SearchShape, name) => {
    const c = candidatesInWalk(db, shape);
    return pageOf(
      db,
      c,
      searchOrderOf(c).map((column) => sql`${column}`),
      name,
    );
  },
  SEARCH_PAGE_SHAPES.filter((shape) => shape.name && !shape.sort),
);

/**
 * One page of searchable professionals matching the filters, best rated first
 * (docs/decisions/0040-search-order-and-pagination.md), walked in the order of the partial
 * index on the profile's search keys (decision 0120); 'Carregar mais' sends the last one shown
 * as `after` (keyset).
 */
export async function searchProfessionals(
  db: Db,
  query: SearchProfessionalsQuery,
): Promise<ProfessionalSearchResult[]> {
  const q = withKnownCity(query);
  const shape = shapeOf(q);
  const values = searchValues(q);
  // The walk is decision 0040's order: a name sorted by next free slot goes to the matches.
  let rows = shape.name && !shape.sort ? await nameWalkOfShape(db, shape).execute(values) : [];
  if (rows.length < shape.limit) rows = await searchOfShape(db, shape).execute(values);
  return toSearchResults(rows);
}

/** The rows of pageOf as search cards (the search's page, a client's favourites). */
export function toSearchResults(
  rows: Awaited<ReturnType<ReturnType<typeof pageOf>["execute"]>>,
): ProfessionalSearchResult[] {
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
      reviewVisibility: row.reviewVisibility,
      startingFrom: row.startingFrom,
      priceRange: row.priceRange,
      serviceOptions: row.serviceOptions,
      officeAddress: row.officeAddress,
      officeNeighborhood: row.officeNeighborhood,
      officeCity: row.officeCity,
      officeState: row.officeState,
      officeComplement: row.officeComplement,
      homeServiceAreas: row.homeServiceAreas,
      availableForNewPatients: row.availableForNewPatients,
      professionalRegister: row.professionalRegister,
      titleForm: titleFormOf(row.titleForm),
    },
    nextAvailableAt: row.nextAvailableAt,
    timeZone: row.timeZone,
    publicNumber: row.publicNumber,
  }));
}
