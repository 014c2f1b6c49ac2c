import type { ServiceOption, Specialty } from "@domain/constants";
import type { SearchProfessionalsQuery } from "@domain/contracts/professionals";
import { professionalProfiles as p } from "@server/db/schema";
import { gte, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * Which filters a search uses, without their values: searches of one shape share one prepared
 * statement (search-professionals.ts). The specialty, the service options and the page size
 * are part of the shape, written into the SQL: the planner must see the specialty to prove that
 * its partial index applies (drizzle/0008), and a fixed LIMIT keeps the generic plan an index
 * walk. Everything a user types (name, neighbourhood, prices, the keyset) is a parameter.
 */
export interface SearchShape {
  name: boolean;
  specialty: Specialty | null;
  serviceOptions: ServiceOption[];
  neighborhood: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  after: boolean;
  limit: number;
}

export function shapeOf(q: SearchProfessionalsQuery): SearchShape {
  const serviceOptions = [...new Set(q.serviceOptions ?? [])].sort();
  return {
    name: !!q.name,
    specialty: q.specialty ?? null,
    serviceOptions,
    // The neighbourhood only narrows location-based options; alone it filters nothing.
    neighborhood: !!q.neighborhood && serviceOptions.length > 0,
    minPrice: q.minPrice !== undefined,
    maxPrice: q.maxPrice !== undefined,
    after: !!q.after,
    limit: q.limit,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The parameters of a search, by the placeholder names that searchConditions uses. */
export function searchValues(q: SearchProfessionalsQuery): Record<string, unknown> {
  return {
    namePattern: q.name ? `%${escapeLike(q.name)}%` : null,
    neighborhood: q.neighborhood ?? null,
    minPrice: q.minPrice === undefined ? null : String(q.minPrice),
    maxPrice: q.maxPrice === undefined ? null : String(q.maxPrice),
    after: q.after ?? null,
  };
}

/** Case- and accent-insensitive key, as the search-state trigger folds places (drizzle/0011). */
const fold = (value: SQL) => sql`immutable_unaccent(lower(btrim(${value})))`;

/** The folded name kept on the profile, as professional_profiles_search_name_idx indexes it. */
export const searchName = sql<string>`(${p.sortFirstName} || ' ' || ${p.sortLastName})`;

/** The typed name, folded as the profile's name is (a placeholder: user input). */
export const namePattern = sql`immutable_unaccent(lower(${sql.placeholder("namePattern")}::text))`;

const nameMatches = sql`${searchName} LIKE ${namePattern}`;

/**
 * How the trigger tags a place by the option it serves ('home:mooca'), also with each of the
 * professional's specialties ('Psicologia|home:mooca', drizzle/0013); online has no place.
 */
const PLACE_PREFIX: Record<ServiceOption, string | null> = {
  online: null,
  local_proprio: "local:",
  domiciliar: "home:",
};

const offers = (option: ServiceOption) =>
  sql.raw(`'${option}'::service_option = ANY(service_options)`);

/**
 * The selected options as this professional can satisfy them in the neighbourhood: online
 * anywhere; the office and home service by the places the trigger keeps (drizzle/0011), one
 * array overlap that the places index answers.
 */
function satisfiesAny(
  options: ServiceOption[],
  inNeighborhood: boolean,
  specialty: Specialty | null,
): SQL {
  if (!inNeighborhood) return sql`(${sql.join(options.map(offers), sql` OR `)})`;
  const wanted = fold(sql`${sql.placeholder("neighborhood")}::text`);
  // With a specialty, the places tagged by it (drizzle/0013): the index returns only them.
  const tag = specialty ? `${specialty}|` : "";
  const places = options.flatMap((o) => {
    const prefix = PLACE_PREFIX[o];
    return prefix ? [sql`${sql.raw(`'${tag}${prefix}'`)} || ${wanted}`] : [];
  });
  const conditions = options.includes("online") ? [offers("online")] : [];
  if (places.length) conditions.push(sql`${p.searchPlaces} && ARRAY[${sql.join(places, sql`, `)}]`);
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

type KeyName = "userId" | "sortRating" | "sortReviews" | "sortFirstName" | "sortLastName";

/** Decision 0040's sort key as `k` (the profile, or a subquery of it) holds it. */
export const keyColumnsOf = <K extends Record<KeyName, PgColumn>>(k: K) => ({
  userId: k.userId,
  sortRating: k.sortRating,
  sortReviews: k.sortReviews,
  sortFirstName: k.sortFirstName,
  sortLastName: k.sortLastName,
});

/** The same key in its order, for ORDER BY (the search indexes' order, ascending). */
export const orderOf = (k: Record<KeyName, PgColumn>) => [
  k.sortRating,
  k.sortReviews,
  k.sortFirstName,
  k.sortLastName,
  k.userId,
];

/** The key of decision 0040's order, as the search indexes hold it. */
export const SEARCH_KEY = orderOf(p);

/**
 * Rows after the professional `after` in the search order: the key is read by primary key in
 * the same statement and the walk starts right after it in the index, so any page costs what
 * the first costs. An unknown professional has no key, and nothing comes after them.
 */
function afterKeyset(): SQL {
  const keyOf = (column: (typeof SEARCH_KEY)[number]) =>
    sql`(SELECT k.${sql.identifier(column.name)} FROM ${p} k WHERE k.user_id = ${sql.placeholder("after")}::uuid)`;
  return sql`(${sql.join(SEARCH_KEY, sql`, `)}) > (${sql.join(SEARCH_KEY.map(keyOf), sql`, `)})`;
}

/**
 * The WHERE conditions of a search of this shape. Literals come only from the shape's closed
 * sets (the contract allows only the four specialties and three options); user input is a
 * placeholder.
 */
export function searchConditions(shape: SearchShape, { withName = true } = {}): SQL[] {
  const conditions: SQL[] = [];
  if (shape.name && withName) conditions.push(nameMatches);
  if (shape.specialty) conditions.push(sql.raw(`specialties @> ARRAY['${shape.specialty}']`));
  if (shape.serviceOptions.length) {
    conditions.push(satisfiesAny(shape.serviceOptions, shape.neighborhood, shape.specialty));
  }
  if (shape.minPrice) conditions.push(gte(p.priceRange, sql.placeholder("minPrice")));
  if (shape.maxPrice) conditions.push(lte(p.priceRange, sql.placeholder("maxPrice")));
  if (shape.after) conditions.push(afterKeyset());
  return conditions;
}
