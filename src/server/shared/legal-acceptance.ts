import { LEGAL_VERSIONS, type LegalDocument } from "@domain/legal";
import type { Db } from "@server/db/client";
import { legalAcceptances, users } from "@server/db/schema";
import { eq } from "drizzle-orm";

/**
 * Records that `userId` accepts, at `instant`, the versions in force of `documents` (issue 31,
 * item 3): one row each in legal_acceptances (kept, listed in the data export) and the
 * versions on the account, which the session reads. Accepting a version twice changes nothing.
 */
export async function recordAcceptance(
  tx: Db,
  userId: string,
  documents: readonly LegalDocument[],
  instant: Date,
): Promise<void> {
  if (documents.length === 0) return;
  await tx
    .insert(legalAcceptances)
    .values(
      documents.map((document) => ({
        userId,
        document,
        version: LEGAL_VERSIONS[document].version,
        acceptedAt: instant,
      })),
    )
    .onConflictDoNothing();
  await tx
    .update(users)
    .set({
      ...(documents.includes("terms") ? { termsVersion: LEGAL_VERSIONS.terms.version } : {}),
      ...(documents.includes("privacy") ? { privacyVersion: LEGAL_VERSIONS.privacy.version } : {}),
    })
    .where(eq(users.id, userId));
}
