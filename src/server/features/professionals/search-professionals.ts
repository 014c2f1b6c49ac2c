import type {
  ProfessionalSearchResult,
  SearchProfessionalsQuery,
  SearchSort,
} from "@domain/contracts/professionals";
import type { Db } from "@server/db/client";
import { preparedByShape } from "@server/db/prepared";
import {
  searchPlaceKeys as k,
  professionalProfiles as p,
  searchOrderOf,
  users,
} from "@server/db/schema";
import { quotedLiteral } from "@server/db/sql-literals";
import { JsonText } from "@server/http/json-text";
import { type AnyColumn, and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { nextAvailableAtSql } from "./next-available";
import { averageRatingSql, shownReviewCountSql } from "./ratings";
import { withKnownCity } from "./search-city";
import {
  afterKeyset,
  keyColumnsOf,
  namePattern,
  SEARCH_KEY,
  satisfiesAny,
  searchConditions,
  searchName,
  sortKey,
  wantedTags,
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
 * How far a search with a price window walks the order before it gives up on finding a page
 * there (decision 0419): a window holding 2% of the professionals fills a page in about 1,000
 * rows; a narrower one is read from the price index and sorted, planned for its own values. Only
 * the plan depends on it, never the answer (a test sets a small one, before any search: it is
 * written into each statement when the statement is built).
 */
export const PRICE_WALK_ROWS = { walk: 1000 };

/** Whether a search tries the walk first: a name (decision 0127) or a price window (0419), in decision 0040's order and not in a place (decision 0418 walks those). */
const walksFirst = (shape: SearchShape) =>
  !shape.sort && (shape.name || ((shape.minPrice || shape.maxPrice) && !narrowedToPlace(shape)));

/**
 * The name and price matches among the first rows of the order that match the other filters
 * (NAME_WALK_ROWS with a name, else PRICE_WALK_ROWS.walk): when they fill the page, they are
 * the page, since every later professional comes after them. Without a name, the name is not
 * folded for each row; without a price window, the walk reads the index alone.
 */
function candidatesInWalk(db: Db, shape: SearchShape) {
  const priced = shape.minPrice || shape.maxPrice;
  const walk = db
    .select({
      ...keyColumns,
      searchName: (shape.name ? searchName : sql<string>`NULL::text`).as("search_name"),
      price: (priced ? sql`${p.priceRange}` : sql`NULL::numeric`).as("price"),
    })
    .from(p)
    .where(and(isSearchable(), ...searchConditions(shape, { withName: false, withPrice: false })))
    .orderBy(...SEARCH_KEY)
    .limit(literalLimit(shape.name ? NAME_WALK_ROWS : PRICE_WALK_ROWS.walk))
    .as("walk");
  return db
    .select(keyColumnsOf(walk))
    .from(walk)
    .where(
      and(
        // The folded pattern in a subquery: computed once per search, where the walk's generic
        // plan would fold it again for every walked row (2 ms became 9 ms for a rare name).
        shape.name ? sql`${walk.searchName} LIKE (SELECT ${namePattern})` : undefined,
        shape.minPrice ? sql`${walk.price} >= ${sql.placeholder("minPrice")}` : undefined,
        shape.maxPrice ? sql`${walk.price} <= ${sql.placeholder("maxPrice")}` : undefined,
      ),
    )
    .orderBy(...searchOrderOf(walk))
    .limit(literalLimit(shape.limit))
    .as("candidates");
}

/** `json_build_object` of these keys and values (keys are the contract's, never input). */
const jsonObject = (fields: Record<string, SQL | AnyColumn>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(quotedLiteral(key))}, ${value}`),
    sql`, `,
  )})`;

/**
 * One card of the search as JSON (`professionalSearchResultSchema`), written by PostgreSQL: the
 * API passes the page's text on instead of parsing 25 columns a row, mapping them into objects,
 * checking them with the contract and serialising them again (decision 0412). Each value is
 * what the contract says: the price as the numeric's text ("150.00"), the sign-up instant as
 * `toISOString()` writes it (milliseconds, cut as a JavaScript Date cuts them), the image's
 * address as `imageUrl` builds it.
 */
const cardJson = jsonObject({
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: sql`'/api/images/' || ${users.profileImageId}`,
  createdAt: sql`to_char(${users.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  professionalProfile: jsonObject({
    isVerified: p.isVerified,
    specialties: p.specialties,
    averageRating: averageRatingSql,
    reviewCount: shownReviewCountSql,
    reviewVisibility: p.reviewVisibility,
    startingFrom: p.startingFrom,
    priceRange: sql`${p.priceRange}::text`,
    serviceOptions: p.serviceOptions,
    officeAddress: p.officeAddress,
    officeNeighborhood: p.officeNeighborhood,
    officeCity: p.officeCity,
    officeState: p.officeState,
    officeComplement: p.officeComplement,
    homeServiceAreas: p.homeServiceAreas,
    availableForNewPatients: p.availableForNewPatients,
    professionalRegister: p.professionalRegister,
    // Null, 'feminine' or 'masculine': a check constraint holds it to TITLE_FORMS.
    titleForm: p.titleForm,
  }),
  nextAvailableAt: nextAvailableAtSql,
  timeZone: p.timeZone,
  publicNumber: p.publicNumber,
});

/**
 * What the result cards show, for the candidates only, as one JSON array in `order` (and how
 * many cards it holds): the page is chosen on the profile's sort key first and joined to the
 * accounts after, so a filter that reads many rows (a popular neighbourhood) does not join
 * them all.
 */
export function pageOf(
  db: Db,
  c: Candidates | ReturnType<typeof candidatesByPlaceKeys> | ReturnType<typeof candidatesBySort>,
  order: readonly SQL[],
  name: string,
) {
  return db
    .select({
      count: sql<number>`count(*)::int`,
      // ::text: node-postgres would parse a json column; the text goes out as it is.
      json: sql<string>`coalesce(json_agg(${cardJson} ORDER BY ${sql.join([...order], sql`, `)})::text, '[]')`,
    })
    .from(c)
    .innerJoin(p, eq(p.userId, c.userId))
    .innerJoin(users, eq(users.id, c.userId))
    .prepare(name);
}

/**
 * A search narrowed to a place (decision 0414) is planned for any place, large or small, nobody's
 * or everybody's. In decision 0040's order it walks the place's own rows (decision 0418); in the
 * other orders, these ways: a bairro holds few professionals, whatever its name (about 700 at most at
 * 100,000): its matches are read from the places index in no order and sorted. A whole city
 * (planned for its own value, decision 0331) may hold a quarter of them: it walks the first
 * PLACE_PLAN_ROWS.walk rows of the order, and a page found there is the page; else the city is
 * small, and its matches are read from the places index and sorted. Either way a place nobody
 * has costs an index read or a short walk, not a walk of the whole order (a bairro: 140 ms at
 * 100,000 professionals; a city: 2.2 s at 1,000,000).
 */
export const PLACE_PLAN_ROWS = {
  /** The order's rows a city walks before it counts as small: about the square root of (page ×
   * professionals) at 100,000, as the name walk's bound is reasoned. */
  walk: 1000,
};
/* Only the plan depends on it, never the answer: a test sets a small one to reach both ways
   with a few professionals. It is written into each statement when the statement is built. */

/** Whether only a place (a bairro, a city) can satisfy the search: online is everywhere. */
const narrowedToPlace = (shape: SearchShape) =>
  (shape.neighborhood || shape.city) && !shape.serviceOptions.includes("online") && !shape.name;

const literal = (n: number) => sql.raw(String(n));
/** OFFSET 0: the planner keeps the subquery apart, so it reads matches in no order. */
const fence = literalLimit(0);
const countOf = (found: object) => sql`(SELECT count(*) FROM ${found})`;

/** The conditions besides the place, the place's, and both. */
function placeConditions(shape: SearchShape) {
  const others = and(isSearchable(), ...searchConditions(shape, { withOptions: false }));
  const place = satisfiesAny(shape);
  return { others, place, where: and(others, place), limit: literalLimit(shape.limit) };
}

/**
 * A place in decision 0040's order (decision 0418): each wanted tag's rows of search_place_keys,
 * walked in that order from the tag's first (or from the keyset), stop at a page, whatever the
 * place's size; the page is the first of them all (a professional under two tags, an office and
 * home service there, counts once). The price window is tested in the index.
 */
function candidatesByPlaceKeys(db: Db, shape: SearchShape) {
  const limit = literalLimit(shape.limit);
  const key = searchOrderOf(k);
  const filters = [
    shape.minPrice ? gte(k.priceRange, sql.placeholder("minPrice")) : undefined,
    shape.maxPrice ? lte(k.priceRange, sql.placeholder("maxPrice")) : undefined,
    shape.after ? afterKeyset(key) : undefined,
  ];
  const [first, ...others] = wantedTags(shape).map((tag) =>
    db
      .select(keyColumnsOf(k))
      .from(k)
      .where(and(eq(k.place, tag), ...filters))
      .orderBy(...key)
      .limit(limit),
  );
  if (!first) throw new Error("A search in a place asks for a place's tags");
  const tagged = others.reduce<typeof first>((all, walk) => all.unionAll(walk) as never, first);
  const all = tagged.as("tagged");
  return db
    .selectDistinct(keyColumnsOf(all))
    .from(all)
    .orderBy(...searchOrderOf(all))
    .limit(limit)
    .as("candidates");
}

/** The same in another sort's order (decisions 0290, 0342), walking that sort's index. */
function candidatesInPlaceBySort(db: Db, shape: SearchShape, sort: SearchSort) {
  const { others, place, where, limit } = placeConditions(shape);
  const keyOf = { userId: p.userId, sortKey: sql<unknown>`${sortKey(sort)}`.as("sort_key") };
  if (shape.neighborhood) {
    const all = db.select(keyOf).from(p).where(where).offset(fence).as("all");
    return db
      .select({ userId: all.userId, sortKey: all.sortKey })
      .from(all)
      .orderBy(all.sortKey, all.userId)
      .limit(limit)
      .as("candidates");
  }
  const walk = db
    .select({ ...keyOf, inPlace: sql<boolean>`${place}`.as("in_place") })
    .from(p)
    .where(others)
    .orderBy(sortKey(sort), p.userId)
    .limit(literalLimit(PLACE_PLAN_ROWS.walk))
    .as("walk");
  const found = db
    .$with("found")
    .as(
      db
        .select({ userId: walk.userId, sortKey: walk.sortKey })
        .from(walk)
        .where(sql`${walk.inPlace}`)
        .orderBy(walk.sortKey, walk.userId)
        .limit(limit),
    );
  const page = sql`${countOf(found)} = ${literal(shape.limit)}`;
  const inWalk = db
    .select({ userId: found.userId, sortKey: found.sortKey })
    .from(found)
    .where(page);
  const rest = db
    .select(keyOf)
    .from(p)
    .where(and(where, sql`NOT ${page}`))
    .offset(fence)
    .as("rest");
  const sorted = db
    .select({ userId: rest.userId, sortKey: rest.sortKey })
    .from(rest)
    .orderBy(rest.sortKey, rest.userId)
    .limit(limit);
  const either = inWalk.unionAll(sorted).as("either");
  return db
    .with(found)
    .select({ userId: either.userId, sortKey: either.sortKey })
    .from(either)
    .as("candidates");
}

/** The page's candidates in the shape's order, and that order over them. */
function byOrder(db: Db, shape: SearchShape) {
  const where = and(isSearchable(), ...searchConditions(shape));
  const inPlace = narrowedToPlace(shape);
  if (shape.sort) {
    const c = inPlace
      ? candidatesInPlaceBySort(db, shape, shape.sort)
      : candidatesBySort(db, shape.sort, where, shape.limit);
    return { c, order: [sql`${c.sortKey}`, sql`${c.userId}`] };
  }
  const c = inPlace ? candidatesByPlaceKeys(db, shape) : candidatesMatching(db, where, shape.limit);
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
    // for its own value every time: an unnamed statement. A city in another sort's order too
    // (decision 0331): São Paulo holds most professionals and Manaus few, and one generic plan
    // sorts São Paulo's 24,000 (59 ms) or walks the whole order for Manaus (47 ms), where the
    // plan for its own value walks the order (0.5 ms) or reads the places index (2.5 ms).
    // A place in decision 0040's order walks its own rows (decision 0418), and a bairro within
    // a city is few professionals in any city (decision 0370): one plan for every place, named.
    const ownValue = shape.name || (shape.city && !shape.neighborhood && shape.sort);
    return pageOf(db, c, order, ownValue ? "" : name);
  },
  SEARCH_PAGE_SHAPES,
);

/** A name or price search's first try: the walk, prepared by name (its plan never depends on them). */
const walkOfShape = preparedByShape(
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
  SEARCH_PAGE_SHAPES.filter(walksFirst),
);

/** The page's cards as JSON text, and how many they are. */
async function searchPage(db: Db, query: SearchProfessionalsQuery) {
  const q = withKnownCity(query);
  const shape = shapeOf(q);
  const values = searchValues(q);
  // The walk is decision 0040's order: a name sorted by next free slot goes to the matches.
  let page = walksFirst(shape) ? (await walkOfShape(db, shape).execute(values))[0] : undefined;
  if (!page || page.count < shape.limit) [page] = await searchOfShape(db, shape).execute(values);
  return page!;
}

/**
 * One page of searchable professionals matching the filters, best rated first
 * (docs/decisions/0040-search-order-and-pagination.md), walked in the order of the partial
 * index on the profile's search keys (decision 0120); 'Carregar mais' sends the last one shown
 * as `after` (keyset). The API's answer: the JSON PostgreSQL wrote (decision 0412).
 */
export async function searchProfessionals(
  db: Db,
  query: SearchProfessionalsQuery,
): Promise<JsonText> {
  return new JsonText((await searchPage(db, query)).json);
}

/** The same page as objects, for the server-rendered listing pages. */
export async function searchProfessionalCards(
  db: Db,
  query: SearchProfessionalsQuery,
): Promise<ProfessionalSearchResult[]> {
  return toSearchResults(await searchPage(db, query));
}

/** The cards of a pageOf row as objects (the listing pages, a client's favourites). */
export const toSearchResults = (page: { json: string }): ProfessionalSearchResult[] =>
  JSON.parse(page.json);
