import {
  SERVICE_OPTIONS,
  type ServiceOption,
  SPECIALTIES,
  type Specialty,
} from "@domain/constants";
import {
  NEXT_FREE_KEY_SQL,
  professionalProfiles as p,
  SEARCH_ORDER,
  type SearchOrderKey,
  SPECIALTY_PREDICATE,
  searchOrderOf,
} from "@server/db/schema";
import { closedMap, quotedLiteral } from "@server/db/sql-literals";
import { gte, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { SearchShape } from "./search-shape";

/** Case- and accent-insensitive key, as the search-state trigger folds places (drizzle/0011). */
const fold = (value: SQL) => sql`immutable_unaccent(lower(btrim(${value})))`;

/** The folded name kept on the profile, as professional_profiles_search_name_idx indexes it. */
export const searchName = sql<string>`(${p.sortFirstName} || ' ' || ${p.sortLastName})`;

/** The typed name, folded as the profile's name is (a placeholder: user input). */
export const namePattern = sql`immutable_unaccent(lower(${sql.placeholder("namePattern")}::text))`;

const nameMatches = sql`${searchName} LIKE ${namePattern}`;

/** A professional offering this option: a literal, so each option is its own shape. */
export const OFFERS = closedMap(SERVICE_OPTIONS, (option) =>
  sql.raw(`${quotedLiteral(option)}::service_option = ANY(service_options)`),
);

/** How the trigger tags a place by the option served there (drizzle/0011). */
const PLACE_PREFIX: Record<ServiceOption, string | null> = {
  online: null,
  local_proprio: "local:",
  domiciliar: "home:",
};

/**
 * The tag prefix of each option's places ('home:'), and the same with each specialty
 * ('Psicologia|home:', drizzle/0013), keyed by the specialty ("" for none); online has none.
 */
export const PLACE_TAGS = closedMap(["", ...SPECIALTIES] as const, (specialty) =>
  closedMap(SERVICE_OPTIONS, (option) => {
    const prefix = PLACE_PREFIX[option];
    if (!prefix) return null;
    return sql.raw(quotedLiteral(specialty ? `${specialty}|${prefix}` : prefix));
  }),
);

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
  const offered = options.map((option) => OFFERS.get(option));
  if (!inNeighborhood) return sql`(${sql.join(offered, sql` OR `)})`;
  const wanted = fold(sql`${sql.placeholder("neighborhood")}::text`);
  // With a specialty, the places tagged by it (drizzle/0013): the index returns only them.
  const tags = PLACE_TAGS.get(specialty ?? "");
  const places = options.flatMap((option) => {
    const tag = tags.get(option);
    return tag ? [sql`${tag} || ${wanted}`] : [];
  });
  const conditions = options.includes("online") ? [OFFERS.get("online")] : [];
  if (places.length) conditions.push(sql`${p.searchPlaces} && ARRAY[${sql.join(places, sql`, `)}]`);
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

/** The columns of decision 0040's sort key as `k` (the profile, or a subquery of it) holds them. */
export const keyColumnsOf = <K extends Record<SearchOrderKey, PgColumn>>(k: K) =>
  Object.fromEntries(SEARCH_ORDER.map((key) => [key, k[key]])) as Pick<K, SearchOrderKey>;

/** The key of decision 0040's order, as the search indexes hold it. */
export const SEARCH_KEY = searchOrderOf(p);

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

/** "Mais cedo disponível" (decision 0290): the key its indexes hold, then the user id. */
export const NEXT_KEY = sql<Date>`${sql.raw(NEXT_FREE_KEY_SQL)}`;

/** Rows after the professional `after` in the next-free order: their key as it is now. */
function afterNextKeyset(): SQL {
  return sql`(${NEXT_KEY}, ${p.userId}) > (SELECT ${sql.raw(NEXT_FREE_KEY_SQL)}, k.user_id FROM ${p} k WHERE k.user_id = ${sql.placeholder("after")}::uuid)`;
}

/**
 * The WHERE conditions of a search of this shape. Literals come only from the closed maps of
 * the domain's constants (decision 0178): a specialty or option outside them throws; user
 * input is a placeholder.
 */
export function searchConditions(shape: SearchShape, { withName = true } = {}): SQL[] {
  const conditions: SQL[] = [];
  if (shape.name && withName) conditions.push(nameMatches);
  if (shape.specialty) conditions.push(sql.raw(SPECIALTY_PREDICATE.get(shape.specialty)));
  if (shape.serviceOptions.length) {
    conditions.push(satisfiesAny(shape.serviceOptions, shape.neighborhood, shape.specialty));
  }
  if (shape.minPrice) conditions.push(gte(p.priceRange, sql.placeholder("minPrice")));
  if (shape.maxPrice) conditions.push(lte(p.priceRange, sql.placeholder("maxPrice")));
  if (shape.after)
    conditions.push(shape.sort === "next_available" ? afterNextKeyset() : afterKeyset());
  return conditions;
}
