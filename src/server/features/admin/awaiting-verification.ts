import { and, eq, isNull, type SQL } from "drizzle-orm";
import { professionalProfiles as p } from "../../db/schema";
import { isActiveCompleteProfessional } from "../professionals/searchable";

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
