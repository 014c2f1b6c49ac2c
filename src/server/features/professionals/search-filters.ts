import { SERVICE_OPTIONS, type ServiceOption, SPECIALTIES } from "@domain/constants";
import type { SearchSort } from "@domain/professionals";
import {
  professionalProfiles as p,
  SEARCH_ORDER,
  type SearchOrderKey,
  SORT_KEY_SQL,
  SPECIALTY_PREDICATE,
  searchOrderOf,
} from "@server/db/schema";
import { closedMap, quotedLiteral } from "@server/db/sql-literals";
import { gte, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { PLACE_OPTIONS, type SearchShape } from "./search-shape";

/** A place as the search-state trigger keys it (place_key, drizzle/0025; decision 0330). */
const placeKeyOf = (value: SQL) => sql`place_key(${value})`;

/** The folded name kept on the profile, as professional_profiles_search_name_idx indexes it. */
export const searchName = sql<string>`(${p.sortFirstName} || ' ' || ${p.sortLastName})`;

/** The typed name, folded as the profile's name is (a placeholder: user input). */
export const namePattern = sql`immutable_unaccent(lower(${sql.placeholder("namePattern")}::text))`;

const nameMatches = sql`${searchName} LIKE ${namePattern}`;

/** A professional offering this option: a literal, so each option is its own shape. */
export const OFFERS = closedMap(SERVICE_OPTIONS, (option) =>
  sql.raw(`${quotedLiteral(option)}::service_option = ANY(service_options)`),
);

/** How the trigger tags a place by the option served there (drizzle/0011, 0025). */
const PLACE_PREFIX: Record<ServiceOption, string | null> = {
  online: null,
  local_proprio: "local",
  domiciliar: "home",
};

/**
 * The tag prefix of each option's places, keyed by the specialty ("" for none, else
 * 'Psicologia|', drizzle/0013) and whether the place is within a city: 'home:' + bairro (any
 * city), 'home_city:' + city or city:bairro (decision 0331); online has none.
 */
export const PLACE_TAGS = closedMap(["", ...SPECIALTIES] as const, (specialty) =>
  closedMap(SERVICE_OPTIONS, (option) => {
    const prefix = PLACE_PREFIX[option];
    if (!prefix) return null;
    const tag = (separator: string) =>
      sql.raw(quotedLiteral(`${specialty ? `${specialty}|` : ""}${prefix}${separator}`));
    return { anyCity: tag(":"), inCity: tag("_city:") };
  }),
);

/**
 * The places a search asks for, as the trigger keys them: the bairro; or the city with its state
 * ('bom jesus/pi'), or city:bairro, and the same without the state, as a city saved before
 * its state was kept is keyed (drizzle/0027; decisions 0331, 0335).
 */
function wantedPlaces(shape: SearchShape): SQL[] {
  const neighborhood = placeKeyOf(sql`${sql.placeholder("neighborhood")}::text`);
  if (!shape.city) return [neighborhood];
  const city = placeKeyOf(sql`${sql.placeholder("city")}::text`);
  const state = sql`lower(${sql.placeholder("state")}::text)`;
  const inCity = (at: SQL) => (shape.neighborhood ? sql`${at} || ':' || ${neighborhood}` : at);
  return [inCity(sql`${city} || '/' || ${state}`), inCity(city)];
}

/** The options a search in a place asks for: none selected means a place there (0331). */
const optionsAtPlace = (shape: SearchShape): readonly ServiceOption[] =>
  shape.serviceOptions.length ? shape.serviceOptions : PLACE_OPTIONS;

/**
 * The place tags (search_places) a search in a bairro or city asks for, one per option served
 * there and form of the place; with a specialty, the tags by it (drizzle/0013).
 */
export function wantedTags(shape: SearchShape): SQL[] {
  const wanted = wantedPlaces(shape);
  const tags = PLACE_TAGS.get(shape.specialty ?? "");
  return optionsAtPlace(shape).flatMap((option) => {
    const tag = tags.get(option);
    if (!tag) return [];
    return wanted.map((place) => sql`${shape.city ? tag.inCity : tag.anyCity} || ${place}`);
  });
}

/**
 * The selected options as this professional can satisfy them in the neighbourhood or city:
 * online anywhere; the office and home service by the places the trigger keeps (drizzle/0025),
 * one array overlap that the places index answers. A city without options means a place there
 * (an office or home service), not online (decision 0331).
 */
export function satisfiesAny(shape: SearchShape): SQL {
  const { serviceOptions } = shape;
  const offered = serviceOptions.map((option) => OFFERS.get(option));
  if (!shape.neighborhood && !shape.city) return sql`(${sql.join(offered, sql` OR `)})`;
  const options = optionsAtPlace(shape);
  const places = wantedTags(shape);
  const conditions = options.includes("online") ? [OFFERS.get("online")] : [];
  const array = sql`ARRAY[${sql.join(places, sql`, `)}]`;
  // A bairro holds few professionals, whatever its name: read from the places index and sorted
  // is every bairro's best plan. In a subquery, the planner plans it so without the value, and
  // the named statement keeps that one plan instead of planning again on every search (0.4 ms
  // of the database's time each, decision 0370). A whole city stays visible to the planner.
  const wantedArray = shape.neighborhood ? sql`(SELECT ${array})` : array;
  if (places.length) conditions.push(sql`${p.searchPlaces} && ${wantedArray}`);
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

/** The columns of decision 0040's sort key as `k` (the profile, or a subquery of it) holds them. */
export const keyColumnsOf = <K extends Record<SearchOrderKey, PgColumn>>(k: K) =>
  Object.fromEntries(SEARCH_ORDER.map((key) => [key, k[key]])) as Pick<K, SearchOrderKey>;

/** The key of decision 0040's order, as the search indexes hold it. */
export const SEARCH_KEY = searchOrderOf(p);

/**
 * Rows after the professional `after` in the search order (`key`: the profile's, or a copy of
 * it, decision 0418): the key is read by primary key in the same statement and the walk starts
 * right after it in the index, so any page costs what the first costs. An unknown professional
 * has no key, and nothing comes after them.
 */
export function afterKeyset(key: readonly PgColumn[] = SEARCH_KEY): SQL {
  const keyOf = (column: PgColumn) =>
    sql`(SELECT k.${sql.identifier(column.name)} FROM ${p} k WHERE k.user_id = ${sql.placeholder("after")}::uuid)`;
  return sql`(${sql.join([...key], sql`, `)}) > (${sql.join(key.map(keyOf), sql`, `)})`;
}

/**
 * The key of a sort besides decision 0040's ('Mais cedo disponível', decision 0290; 'Menor
 * preço' and 'Melhor avaliação', decision 0342), as its indexes hold it; then the user id.
 */
export const sortKey = (sort: SearchSort) => sql`${sql.raw(SORT_KEY_SQL[sort])}`;

/** Rows after the professional `after` in that sort: their key as it is now. */
function afterSortKeyset(sort: SearchSort): SQL {
  return sql`(${sortKey(sort)}, ${p.userId}) > (SELECT ${sortKey(sort)}, k.user_id FROM ${p} k WHERE k.user_id = ${sql.placeholder("after")}::uuid)`;
}

/**
 * The WHERE conditions of a search of this shape. Literals come only from the closed maps of
 * the domain's constants (decision 0178): a specialty or option outside them throws; user
 * input is a placeholder.
 */
export function searchConditions(
  shape: SearchShape,
  { withName = true, withOptions = true, withPrice = true } = {},
): SQL[] {
  const conditions: SQL[] = [];
  if (shape.name && withName) conditions.push(nameMatches);
  if (shape.specialty) conditions.push(sql.raw(SPECIALTY_PREDICATE.get(shape.specialty)));
  if ((shape.serviceOptions.length || shape.city) && withOptions) {
    conditions.push(satisfiesAny(shape));
  }
  if (shape.minPrice && withPrice) conditions.push(gte(p.priceRange, sql.placeholder("minPrice")));
  if (shape.maxPrice && withPrice) conditions.push(lte(p.priceRange, sql.placeholder("maxPrice")));
  if (shape.after) conditions.push(shape.sort ? afterSortKeyset(shape.sort) : afterKeyset());
  return conditions;
}
