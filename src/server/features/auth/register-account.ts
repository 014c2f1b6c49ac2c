import { AUTH_MESSAGES, type RegisterRequest } from "@domain/contracts/auth";
import { LEGAL_DOCUMENTS, LEGAL_VERSIONS } from "@domain/legal";
import { hashPassword } from "@server/auth/password";
import { refuseCommonPassword } from "@server/auth/password-policy";
import { reserveSignUp } from "@server/auth/rate-limit";
import type { Db } from "@server/db/client";
import { users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { recordAcceptance } from "@server/shared/legal-acceptance";
import { findUserByEmail, type UserRow } from "./sign-in";

/** Creates an account without a role: the role is chosen on /register or sent after sign-in. */
export async function registerAccount(
  db: Db,
  input: RegisterRequest,
  ip: string,
  instant: Date,
): Promise<UserRow> {
  if (!(await reserveSignUp(db, ip, instant))) {
    throw new AppError("too_many_requests", AUTH_MESSAGES.signUpRateLimited);
  }
  refuseCommonPassword(input.password);
  if (await findUserByEmail(db, input.email)) {
    throw new AppError("conflict", AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          lastLogin: new Date(),
        })
        .returning();
      // Issue 31, item 3: the sign-up's acceptance of both documents in force.
      await recordAcceptance(tx, user!.id, LEGAL_DOCUMENTS, instant);
      return {
        ...user!,
        termsVersion: LEGAL_VERSIONS.terms.version,
        privacyVersion: LEGAL_VERSIONS.privacy.version,
      };
    });
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if ((error as { cause?: { code?: string } }).cause?.code === "23505") {
      throw new AppError("conflict", AUTH_MESSAGES.emailTaken, {
        email: [AUTH_MESSAGES.emailTaken],
      });
    }
    throw error;
  }
}
