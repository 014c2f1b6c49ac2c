import type { Role } from "@domain/constants";
import { LEGAL_DOCUMENTS, LEGAL_VERSIONS } from "@domain/legal";
import { hashPassword } from "@server/auth/password";
import type { Db } from "@server/db/client";
import { agendaSettings, users } from "@server/db/schema";
import { recordAcceptance } from "@server/shared/legal-acceptance";

export interface NewAccount {
  email: string;
  /** The password, or its argon2 hash already made (tests reuse one hash for every user). */
  password: string | { hash: string };
  firstName: string;
  lastName: string;
  role: Role;
  /**
   * Issue 31, item 3: the instant this account accepted the terms and privacy notice in force
   * (demo data, tests, the bench). Without it, the person accepts them at their first sign-in,
   * as an admin made by `npm run create-admin` does.
   */
  acceptLegalAt?: Date;
}

/** Creates an account with a role directly: used by create-admin, demo data and tests. */
export async function createUserAccount(db: Db, account: NewAccount) {
  const passwordHash =
    typeof account.password === "string"
      ? await hashPassword(account.password)
      : account.password.hash;
  const [user] = await db
    .insert(users)
    .values({
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
    })
    .returning();
  if (account.acceptLegalAt) {
    await recordAcceptance(db, user!.id, LEGAL_DOCUMENTS, account.acceptLegalAt);
    user!.termsVersion = LEGAL_VERSIONS.terms.version;
    user!.privacyVersion = LEGAL_VERSIONS.privacy.version;
  }
  if (account.role === "professional") {
    await db.insert(agendaSettings).values({ professionalId: user!.id }).onConflictDoNothing();
  }
  return user!;
}
