import { type ChangePasswordRequest, SETTINGS_MESSAGES } from "@domain/contracts/settings";
import { hashPassword, verifyPassword } from "@server/auth/password";
import { refuseCommonPassword } from "@server/auth/password-policy";
import { keepAsFailure, releaseReservation, reserveSignIn } from "@server/auth/rate-limit";
import { endResetLinks } from "@server/auth/reset-links";
import type { SessionStore } from "@server/auth/sessions";
import type { Db } from "@server/db/client";
import { users } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { eq } from "drizzle-orm";

const wrongCurrent = () =>
  new AppError("bad_request", SETTINGS_MESSAGES.wrongCurrentPassword, {
    currentPassword: [SETTINGS_MESSAGES.wrongCurrentPassword],
  });

/**
 * 'Alterar senha' (decision 0240). The current password is checked under the sign-in limits
 * (a wrong one counts as a failed sign-in of the account from this address), so a stolen session
 * can't be used to guess it. The new one follows the sign-up policy. Then every other session of
 * the account ends, and every reset link not yet used, in the same transaction as the new hash;
 * this session stays.
 */
export async function changePassword(
  db: Db,
  sessions: SessionStore,
  user: AuthUser,
  sessionToken: string,
  input: ChangePasswordRequest,
  ip: string,
  instant: Date,
): Promise<void> {
  refuseCommonPassword(input.password);
  const reservation = await reserveSignIn(db, user.email, ip, instant);
  if (!reservation) throw new AppError("too_many_requests", SETTINGS_MESSAGES.tooManyAttempts);
  const { ok } = await verifyPassword(user.passwordHash, input.currentPassword);
  if (!ok) {
    await keepAsFailure(db, instant);
    throw wrongCurrent();
  }
  await releaseReservation(db, reservation);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await sessions.destroyOthers(user.id, sessionToken, tx);
    // A reset link asked for before the change would set a password over the one just chosen
    // (issue 28): every outstanding link of the account ends with it.
    await endResetLinks(tx, user.id);
  });
}
