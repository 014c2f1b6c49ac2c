import type { Db } from "@server/db/client";
import { emailOutbox, users } from "@server/db/schema";
import { and, asc, eq, lte } from "drizzle-orm";
import { isPermanentMailError, type Mailer, PermanentMailError } from "./mailer";
import { isNotificationKind, renderMail, templateOf } from "./templates";

export interface MailSettings {
  mailer: Mailer;
  /** MAIL_FROM. */
  from: string;
  /** The app's address for links: PUBLIC_URL or http://localhost:PORT. */
  appUrl: string;
}

/** Attempts before a message is given up ('dead', counted on the admin dashboard). */
export const MAX_ATTEMPTS = 8;
/** Wait after the n-th failed attempt: BACKOFF_MS × 2^(n-1) (1, 2, 4 … 64 minutes). */
export const BACKOFF_MS = 60_000;
const BATCH = 20;

export interface DeliveryRun {
  sent: number;
  retrying: number;
  failed: number;
  dead: number;
}

/** An SMTP answer may quote the address: the log keeps the reason, not the address. */
const errorText = (err: unknown) =>
  String((err as Error)?.message ?? err)
    .replace(/\S+@\S+/g, "<endereço>")
    .slice(0, 500);

/**
 * One delivery run (decision 0210): up to BATCH due messages, claimed with FOR UPDATE SKIP
 * LOCKED so processes running it at once never take the same row. Each is sent with its stable
 * Message-ID; a sent message loses its params (no body kept after delivery); a failure is
 * retried with exponential backoff, given up after MAX_ATTEMPTS ('dead'), or 'failed' at once
 * when the server refuses it for good (a broken address) — the others are still sent.
 */
export async function deliverOutbox(
  db: Db,
  settings: MailSettings,
  instant: Date,
): Promise<DeliveryRun> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        params: emailOutbox.params,
        messageId: emailOutbox.messageId,
        attempts: emailOutbox.attempts,
        email: users.email,
        firstName: users.firstName,
      })
      .from(emailOutbox)
      .innerJoin(users, eq(users.id, emailOutbox.recipientId))
      .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, instant)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for("update", { of: emailOutbox, skipLocked: true });
    const run: DeliveryRun = { sent: 0, retrying: 0, failed: 0, dead: 0 };
    for (const row of due) {
      const attempts = row.attempts + 1;
      const done = (status: "sent" | "failed" | "dead", lastError: string | null) =>
        tx
          .update(emailOutbox)
          .set({
            status,
            attempts,
            lastError,
            params: null,
            sentAt: status === "sent" ? instant : null,
          })
          .where(eq(emailOutbox.id, row.id));
      try {
        if (!isNotificationKind(row.kind))
          throw new PermanentMailError(`modelo desconhecido: ${row.kind}`);
        const { link = "/", ...params } = row.params ?? {};
        const mail = renderMail(templateOf(row.kind), {
          firstName: row.firstName,
          url: new URL(link, settings.appUrl).toString(),
          params,
        });
        await settings.mailer.send({
          from: settings.from,
          to: row.email,
          messageId: row.messageId,
          ...mail,
        });
        await done("sent", null);
        run.sent++;
      } catch (err) {
        if (isPermanentMailError(err)) {
          await done("failed", errorText(err));
          run.failed++;
        } else if (attempts >= MAX_ATTEMPTS) {
          await done("dead", errorText(err));
          run.dead++;
        } else {
          await tx
            .update(emailOutbox)
            .set({
              attempts,
              lastError: errorText(err),
              nextAttemptAt: new Date(instant.getTime() + BACKOFF_MS * 2 ** (attempts - 1)),
            })
            .where(eq(emailOutbox.id, row.id));
          run.retrying++;
          // The server is unreachable (no SMTP answer at all): the rest wait for the next run
          // instead of each spending an attempt and a connection timeout now.
          if (typeof (err as { responseCode?: unknown }).responseCode !== "number") break;
        }
      }
    }
    return run;
  });
}
