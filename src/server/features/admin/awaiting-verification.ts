import { professionalProfiles as p } from "@server/db/schema";
import { isActiveCompleteProfessional } from "@server/features/professionals/searchable";
import { and, eq, isNull, type SQL } from "drizzle-orm";

/**
 * A professional an admin has to decide about: active with a complete profile, not verified,
 * not rejected since the last save (saving clears a rejection).
 */
export function isAwaitingVerification(): SQL {
  return and(
    isActiveCompleteProfessional(),
    eq(p.isVerified, false),
    isNull(p.verificationRejectedAt),
  )!;
}
