import { type AnyColumn, and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { professionalProfiles as p, users } from "../../db/schema";

const filled = (column: AnyColumn) => sql`btrim(coalesce(${column}, '')) <> ''`;

/**
 * A professional an admin has to decide about: a complete profile (`isProfileComplete` of
 * src/domain/profile.ts said in SQL: photo, names, CPF, register, a specialty, a price and a
 * service option), not verified, not rejected since the last save (saving clears a rejection),
 * neither banned nor deleted.
 */
export function isAwaitingVerification(): SQL {
  return and(
    eq(users.role, "professional"),
    eq(users.isBanned, false),
    isNull(users.deletedAt),
    eq(p.isVerified, false),
    isNull(p.verificationRejectedAt),
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
