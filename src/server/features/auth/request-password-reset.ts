import { createHash, randomBytes } from "node:crypto";
import { PASSWORD_RESET_LINK_HOURS, resetPasswordLink } from "@domain/account-recovery";
import { PASSWORD_RESET_MESSAGES } from "@domain/contracts/password-reset";
import { reservePasswordResetRequest } from "@server/auth/rate-limit";
import { endResetLinks } from "@server/auth/reset-links";
import type { Db } from "@server/db/client";
import { passwordResetRequests, passwordResetTokens, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { notify } from "@server/notifications/notify";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";

const LINK_MS = PASSWORD_RESET_LINK_HOURS * 60 * 60 * 1000;
/** At most one reset e-mail per account in this window; asking again inside it sends nothing. */
export const RESEND_AFTER_MS = 5 * 60 * 1000;

/** Only the SHA-256 of a link's token is stored: a leaked table opens no account. */
export const resetTokenHash = (token: string) =>
  createHash("sha256").update(token).digest("base64url");

/**
 * 'Esqueci minha senha' (decision 0235): the request writes one row, the same for any address,
 * and answers (issue 28, item 9; decision 0373): an address with an account costs the request
 * no more than one without, so the answer's time tells nobody which addresses have accounts.
 * `handOutResetLinks`, run by the e-mail job, does the rest.
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
  await db.insert(passwordResetRequests).values({ email, requestedAt: instant });
}

/** Requests handed out per transaction (a flood is worked through in rounds). */
const HAND_OUT_ROUND = 100;

/**
 * The waiting requests, oldest first: for an address with a live account, a link that works
 * once, for an hour, replacing the account's earlier unused ones, and its e-mail queued; within
 * 5 minutes of a link, asking again sends nothing and that link stays the live one (issue 28).
 * Unknown, banned and deleted addresses get nothing. Each request is judged at the instant it
 * was made. Rows are taken with SKIP LOCKED, so processes share the work. The number handed out.
 */
export async function handOutResetLinks(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const waiting = await tx
        .select()
        .from(passwordResetRequests)
        .orderBy(asc(passwordResetRequests.requestedAt), asc(passwordResetRequests.id))
        .limit(HAND_OUT_ROUND)
        .for("update", { skipLocked: true });
      for (const request of waiting) await handOut(tx, request.email, request.requestedAt);
      if (waiting.length > 0) {
        await tx.delete(passwordResetRequests).where(
          inArray(
            passwordResetRequests.id,
            waiting.map((request) => request.id),
          ),
        );
      }
      return waiting.length;
    });
    total += done;
    if (done < HAND_OUT_ROUND) return total;
  }
}

async function handOut(tx: Db, email: string, instant: Date): Promise<void> {
  // Locked: two requests at once for one account leave one live link, not two.
  const [user] = await tx
    .select({ id: users.id, isBanned: users.isBanned, deletedAt: users.deletedAt })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .for("update");
  if (!user || user.isBanned || user.deletedAt) return;
  // A link sent in the last minutes stays the live one, and nothing new is sent: a flood of
  // requests for someone's address reaches them as one e-mail per window (issue 28).
  const [recent] = await tx
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, user.id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.createdAt, new Date(instant.getTime() - RESEND_AFTER_MS)),
        gt(passwordResetTokens.expiresAt, instant),
      ),
    );
  if (recent) return;
  await endResetLinks(tx, user.id);
  const token = randomBytes(32).toString("base64url");
  const [link] = await tx
    .insert(passwordResetTokens)
    .values({
      userId: user.id,
      tokenHash: resetTokenHash(token),
      createdAt: instant,
      expiresAt: new Date(instant.getTime() + LINK_MS),
    })
    .returning({ id: passwordResetTokens.id });
  await notify(tx, {
    kind: "password_reset",
    recipientId: user.id,
    params: {},
    link: resetPasswordLink(token),
    idempotencyKey: `password_reset:${link!.id}`,
    instant,
  });
}
