import { type AnyColumn, and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { professionalProfiles, users } from "../../db/schema";

const filled = (column: AnyColumn) => sql`btrim(coalesce(${column}, '')) <> ''`;

/**
 * Professionals a client may find: verified, not banned, not deleted and with a complete
 * profile. Completeness is `isProfileComplete` (src/domain/profile.ts) said in SQL: photo,
 * names, CPF, register, a specialty, a price and a service option.
 */
export function isSearchable(): SQL {
  const p = professionalProfiles;
  return and(
    eq(users.role, "professional"),
    eq(users.isBanned, false),
    isNull(users.deletedAt),
    eq(p.isVerified, true),
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
