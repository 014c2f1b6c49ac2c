import { PASSWORD_RESET_MESSAGES, type PasswordReset } from "@domain/contracts/password-reset";
import { hashPassword } from "@server/auth/password";
import { refuseCommonPassword } from "@server/auth/password-policy";
import { clearLoginFailures } from "@server/auth/rate-limit";
import { endResetLinks } from "@server/auth/reset-links";
import type { Db } from "@server/db/client";
import { passwordResetTokens, sessions, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { and, eq, gt, isNull } from "drizzle-orm";
import { resetTokenHash } from "./request-password-reset";

const invalidLink = () =>
  new AppError("bad_request", PASSWORD_RESET_MESSAGES.invalidLink, {
    token: [PASSWORD_RESET_MESSAGES.invalidLink],
  });

const usable = (tokenHash: string, instant: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, instant),
  );

/**
 * Sets a new password with a link's token (decision 0235). The token is spent by a
 * compare-and-swap on `used_at`, in the transaction that changes the password, so two uses at
 * once give one success. Every session of the account ends (whoever else was signed in is out)
 * and its sign-in failures are forgotten. Expired, used and unknown tokens get one answer.
 */
export async function resetPassword(db: Db, input: PasswordReset, instant: Date): Promise<void> {
  const tokenHash = resetTokenHash(input.token);
  // Checked before argon2's 19 MiB: a dead link costs one indexed read, not a hash.
  const [live] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(tokenHash, instant));
  if (!live) throw invalidLink();
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: instant })
      .where(usable(tokenHash, instant))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw invalidLink();
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, spent.userId), eq(users.isBanned, false), isNull(users.deletedAt)))
      .returning({ email: users.email });
    // Banned or deleted since the link was sent: the link died with the account's access.
    if (!user) throw invalidLink();
    await endResetLinks(tx, spent.userId);
    // In the transaction (not SessionStore, which has its own handle): the password and the
    // end of the old sessions commit together.
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    await clearLoginFailures(tx, user.email);
  });
}
