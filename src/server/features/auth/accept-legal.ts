import { LEGAL_VERSIONS, type LegalDocument } from "@domain/legal";
import type { Db } from "@server/db/client";
import type { AuthUser } from "@server/http/route";
import { recordAcceptance } from "@server/shared/legal-acceptance";

/** POST /api/auth/accept-legal: the signed-in person accepts the versions in force. */
export async function acceptLegal(
  db: Db,
  user: AuthUser,
  documents: readonly LegalDocument[],
  instant: Date,
): Promise<AuthUser> {
  const unique = [...new Set(documents)];
  await db.transaction((tx) => recordAcceptance(tx, user.id, unique, instant));
  return {
    ...user,
    ...(unique.includes("terms") ? { termsVersion: LEGAL_VERSIONS.terms.version } : {}),
    ...(unique.includes("privacy") ? { privacyVersion: LEGAL_VERSIONS.privacy.version } : {}),
  };
}
