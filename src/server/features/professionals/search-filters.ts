import { gte, lte, type SQL, sql } from "drizzle-orm";
import type { ServiceOption } from "../../../domain/constants";
import type { SearchProfessionalsQuery } from "../../../domain/contracts/professionals";
import { professionalProfiles as p } from "../../db/schema";

/** Case- and accent-insensitive key, as the search-state trigger folds places (drizzle/0011). */
const fold = (value: SQL) => sql`immutable_unaccent(lower(btrim(${value})))`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The folded name kept on the profile, as professional_profiles_search_name_idx indexes it. */
function nameMatches(name: string): SQL {
  return sql`(${p.sortFirstName} || ' ' || ${p.sortLastName}) LIKE immutable_unaccent(lower(${`%${escapeLike(name)}%`}))`;
}

/** How the trigger tags a place by the option it serves; online has no place. */
const PLACE_PREFIX: Record<ServiceOption, string | null> = {
  online: null,
  local_proprio: "local:",
  domiciliar: "home:",
};

const offers = (option: ServiceOption) => sql`${option}::service_option = ANY(${p.serviceOptions})`;

/**
 * The selected options as this professional can satisfy them in `neighborhood`: online
 * anywhere; the office and home service by the places the trigger keeps (drizzle/0011), one
 * array overlap that the places index answers.
 */
function satisfiesAny(options: ServiceOption[], neighborhood: string | undefined): SQL {
  if (!neighborhood) return sql`(${sql.join(options.map(offers), sql` OR `)})`;
  const wanted = fold(sql`${neighborhood}`);
  const places = options.flatMap((o) => {
    const prefix = PLACE_PREFIX[o];
    return prefix ? [sql`${prefix} || ${wanted}`] : [];
  });
  const conditions = options.includes("online") ? [offers("online")] : [];
  if (places.length) conditions.push(sql`${p.searchPlaces} && ARRAY[${sql.join(places, sql`, `)}]`);
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

/** The WHERE conditions of a search; the neighbourhood only narrows location-based options. */
export function searchConditions(q: SearchProfessionalsQuery): SQL[] {
  const conditions: SQL[] = [];
  if (q.name) conditions.push(nameMatches(q.name));
  // A literal (the contract allows only the four names), so the planner can prove the
  // specialty's partial index applies (drizzle/0008); a parameter would hide it.
  if (q.specialty) conditions.push(sql.raw(`specialties @> ARRAY['${q.specialty}']`));
  if (q.serviceOptions?.length) conditions.push(satisfiesAny(q.serviceOptions, q.neighborhood));
  if (q.minPrice !== undefined) conditions.push(gte(p.priceRange, String(q.minPrice)));
  if (q.maxPrice !== undefined) conditions.push(lte(p.priceRange, String(q.maxPrice)));
  return conditions;
}
