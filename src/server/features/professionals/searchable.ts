import { professionalProfiles, users } from "@server/db/schema";
import { type AnyColumn, and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";

const filled = (column: AnyColumn) => sql`btrim(coalesce(${column}, '')) <> ''`;

/**
 * An active professional (neither banned nor deleted) whose profile is complete:
 * `isProfileComplete` (src/domain/profile.ts) said in SQL: photo, names, CPF, register, a
 * specialty, a price and a service option.
 */
export function isActiveCompleteProfessional(): SQL {
  const p = professionalProfiles;
  return and(
    eq(users.role, "professional"),
    eq(users.isBanned, false),
    isNull(users.deletedAt),
    isNotNull(users.profileImageId),
    filled(users.firstName),
    filled(users.lastName),
    filled(p.cpf),
    filled(p.professionalRegister),
    sql`cardinality(${p.specialties}) > 0`,
    isNotNull(p.priceRange),
    sql`cardinality(${p.serviceOptions}) > 0`,
  )!;
}

/**
 * Professionals a client may find: active, complete and verified. The rule is kept on the
 * profile by a trigger (drizzle/0009) so search walks a partial index instead of testing
 * every professional (the tests compare it with the rule computed from the rows:
 * `searchableByRule` in src/server/test/search-helpers.ts).
 */
export function isSearchable(): SQL {
  return sql`${professionalProfiles.searchable}`;
}
