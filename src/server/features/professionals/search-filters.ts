import { and, gte, lte, type SQL, sql } from "drizzle-orm";
import type { ServiceOption } from "../../../domain/constants";
import type { SearchProfessionalsQuery } from "../../../domain/contracts/professionals";
import { professionalProfiles as p, users } from "../../db/schema";

/** Case- and accent-insensitive key, the same expression the name index uses. */
const fold = (value: SQL) => sql`immutable_unaccent(lower(btrim(${value})))`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches the expression of users_name_search_idx (drizzle/0002_constraints.sql). */
function nameMatches(name: string): SQL {
  return sql`immutable_unaccent(lower(${users.firstName} || ' ' || ${users.lastName})) LIKE immutable_unaccent(lower(${`%${escapeLike(name)}%`}))`;
}

const offers = (option: ServiceOption) => sql`${option}::service_option = ANY(${p.serviceOptions})`;

/**
 * One selected service option, as this professional can satisfy it in `neighborhood`:
 * online anywhere, local_proprio by office neighbourhood, domiciliar by service area.
 */
function satisfies(option: ServiceOption, neighborhood: string | undefined): SQL {
  if (option === "online" || !neighborhood) return offers(option);
  const wanted = fold(sql`${neighborhood}`);
  const place =
    option === "local_proprio"
      ? sql`${fold(sql`${p.officeNeighborhood}`)} = ${wanted}`
      : sql`EXISTS (SELECT 1 FROM unnest(${p.homeServiceAreas}) AS area WHERE ${fold(sql`area`)} = ${wanted})`;
  return and(offers(option), place)!;
}

/** The WHERE conditions of a search; the neighbourhood only narrows location-based options. */
export function searchConditions(q: SearchProfessionalsQuery): SQL[] {
  const conditions: SQL[] = [];
  if (q.name) conditions.push(nameMatches(q.name));
  // A literal (the contract allows only the four names), so the planner can prove the
  // specialty's partial index applies (drizzle/0008); a parameter would hide it.
  if (q.specialty) conditions.push(sql.raw(`specialties @> ARRAY['${q.specialty}']`));
  if (q.serviceOptions?.length) {
    const options = q.serviceOptions.map((o) => satisfies(o, q.neighborhood));
    conditions.push(sql`(${sql.join(options, sql` OR `)})`);
  }
  if (q.minPrice !== undefined) conditions.push(gte(p.priceRange, String(q.minPrice)));
  if (q.maxPrice !== undefined) conditions.push(lte(p.priceRange, String(q.maxPrice)));
  return conditions;
}
