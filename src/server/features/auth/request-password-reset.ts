import { createHash, randomBytes, randomUUID } from "node:crypto";
import { PASSWORD_RESET_LINK_HOURS, resetPasswordLink } from "@domain/account-recovery";
import { PASSWORD_RESET_MESSAGES } from "@domain/contracts/password-reset";
import { reservePasswordResetRequest } from "@server/auth/rate-limit";
import type { Db } from "@server/db/client";
import { passwordResetTokens, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { notify } from "@server/notifications/notify";
import { and, eq, gt, isNull, sql } from "drizzle-orm";

const LINK_MS = PASSWORD_RESET_LINK_HOURS * 60 * 60 * 1000;
/** At most one reset e-mail per account in this window; asking again inside it sends nothing. */
export const RESEND_AFTER_MS = 5 * 60 * 1000;

/** Only the SHA-256 of a link's token is stored: a leaked table opens no account. */
export const resetTokenHash = (token: string) =>
  createHash("sha256").update(token).digest("base64url");

/**
 * 'Esqueci minha senha' (decision 0235): e-mails a link that works once, for an hour, and
 * replaces the account's earlier unused ones; within 5 minutes of a link, asking again sends
 * nothing and that link stays the live one (issue 28). The caller answers the same whatever happened:
 * an unknown, banned or deleted address runs the same lookup, token and delete and gets no
 * e-mail; the e-mail itself is sent later by the outbox job, so its time never shows.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  ip: string,
  instant: Date,
): Promise<void> {
  if (!(await reservePasswordResetRequest(db, ip, instant))) {
    throw new AppError("too_many_requests", PASSWORD_RESET_MESSAGES.rateLimited);
  }
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    // Locked: two requests at once for one account leave one live link, not two.
    const [user] = await tx
      .select({ id: users.id, isBanned: users.isBanned, deletedAt: users.deletedAt })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .for("update");
    const eligible = user && !user.isBanned && !user.deletedAt ? user : null;
    // A link sent in the last minutes stays the live one, and nothing new is sent: a flood of
    // requests for someone's address reaches them as one e-mail per window (issue 28). The
    // same query runs for an address without an account.
    const [recent] = await tx
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, eligible?.id ?? randomUUID()),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.createdAt, new Date(instant.getTime() - RESEND_AFTER_MS)),
          gt(passwordResetTokens.expiresAt, instant),
        ),
      );
    if (recent) return;
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, eligible?.id ?? randomUUID()),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    if (!eligible) return;
    const [link] = await tx
      .insert(passwordResetTokens)
      .values({
        userId: eligible.id,
        tokenHash: resetTokenHash(token),
        createdAt: instant,
        expiresAt: new Date(instant.getTime() + LINK_MS),
      })
      .returning({ id: passwordResetTokens.id });
    await notify(tx, {
      kind: "password_reset",
      recipientId: eligible.id,
      params: {},
      link: resetPasswordLink(token),
      idempotencyKey: `password_reset:${link!.id}`,
      instant,
    });
  });
}
