import type { SiteInfo } from "@domain/contracts/site";
import type { Db } from "@server/db/client";
import { emailOutbox, users } from "@server/db/schema";
import { DEMO_SITE } from "@server/env";
import { and, asc, eq, lte } from "drizzle-orm";
import { isPermanentMailError, type Mailer, PermanentMailError } from "./mailer";
import { isNotificationKind, renderMail, templateOf } from "./templates";
import { unsubscribeLinksFor } from "./unsubscribe-token";

export interface MailSettings {
  mailer: Mailer;
  /** MAIL_FROM. */
  from: string;
  /** The app's address for links: PUBLIC_URL or http://localhost:PORT. */
  appUrl: string;
  /**
   * The server's secret (SESSION_SECRET): seals the one-click unsubscribe link of optional
   * e-mails (decision 0241). The server always sets it; without it they carry no link.
   */
  unsubscribeSecret?: string;
  /** Who operates Acolher, in every e-mail's footer (decision 0389); the server always sets it. */
  site?: SiteInfo;
}

/** Attempts before a message is given up ('dead', counted on the admin dashboard). */
export const MAX_ATTEMPTS = 8;
/** Wait after the n-th failed attempt: BACKOFF_MS × 2^(n-1) (1, 2, 4 … 64 minutes). */
export const BACKOFF_MS = 60_000;
/**
 * A run keeps claiming due messages, one per transaction, for at most this long (decision
 * 0245): the job runs every 5 s, so a queue drains at the SMTP server's pace, not 20 per run.
 */
export const RUN_BUDGET_MS = 4_000;

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
 * One delivery run (decisions 0210, 0245): due messages are claimed one at a time, each in its
 * own transaction with FOR UPDATE SKIP LOCKED (processes running it at once never take the same
 * row), sent with its stable Message-ID and marked in that transaction. A crash therefore
 * resends at most the message being sent at that moment. A sent message loses its params (no
 * body kept after delivery); a failure is retried with exponential backoff, given up after
 * MAX_ATTEMPTS ('dead'), or 'failed' at once when the server refuses it for good (a broken
 * address) — the others are still sent. Runs until nothing is due or `budgetMs` has passed.
 */
export async function deliverOutbox(
  db: Db,
  settings: MailSettings,
  instant: Date,
  budgetMs = RUN_BUDGET_MS,
): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, retrying: 0, failed: 0, dead: 0 };
  const started = performance.now();
  while (performance.now() - started < budgetMs) {
    const outcome = await db.transaction((tx) => deliverNext(tx, settings, instant));
    if (outcome === "none") break;
    run[outcome === "unreachable" ? "retrying" : outcome]++;
    // The server is unreachable (no SMTP answer at all): the rest wait for the next run
    // instead of each spending an attempt and a connection timeout now.
    if (outcome === "unreachable") break;
  }
  return run;
}

type Outcome = keyof DeliveryRun | "unreachable" | "none";

/** Claims the next due message (skipping rows another run holds), sends and marks it. */
async function deliverNext(tx: Db, settings: MailSettings, instant: Date): Promise<Outcome> {
  const [row] = await tx
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      params: emailOutbox.params,
      messageId: emailOutbox.messageId,
      attempts: emailOutbox.attempts,
      recipientId: emailOutbox.recipientId,
      email: users.email,
      firstName: users.firstName,
    })
    .from(emailOutbox)
    .innerJoin(users, eq(users.id, emailOutbox.recipientId))
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, instant)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(1)
    .for("update", { of: emailOutbox, skipLocked: true });
  if (!row) return "none";
  const attempts = row.attempts + 1;
  const done = async (status: "sent" | "failed" | "dead", lastError: string | null) => {
    await tx
      .update(emailOutbox)
      .set({
        status,
        attempts,
        lastError,
        params: null,
        sentAt: status === "sent" ? instant : null,
        // A dead message keeps when it was given up: the admin dashboard shows it (0246).
        ...(status === "dead" ? { nextAttemptAt: instant } : {}),
      })
      .where(eq(emailOutbox.id, row.id));
    return status;
  };
  try {
    if (!isNotificationKind(row.kind))
      throw new PermanentMailError(`modelo desconhecido: ${row.kind}`);
    const { link = "/", ...params } = row.params ?? {};
    const template = templateOf(row.kind);
    const mail = await composed(row.kind, () =>
      renderMail(template, {
        firstName: row.firstName,
        url: new URL(link, settings.appUrl).toString(),
        params,
        unsubscribe: unsubscribeLinksFor(settings, row.recipientId, template.category),
        parties: { from: settings.from, to: row.email },
        site: settings.site ?? DEMO_SITE,
      }),
    );
    await settings.mailer.send({
      from: settings.from,
      to: row.email,
      messageId: row.messageId,
      ...mail,
    });
    return await done("sent", null);
  } catch (err) {
    if (isPermanentMailError(err)) return await done("failed", errorText(err));
    if (attempts >= MAX_ATTEMPTS) return await done("dead", errorText(err));
    await tx
      .update(emailOutbox)
      .set({
        attempts,
        lastError: errorText(err),
        nextAttemptAt: new Date(instant.getTime() + BACKOFF_MS * 2 ** (attempts - 1)),
      })
      .where(eq(emailOutbox.id, row.id));
    return typeof (err as { responseCode?: unknown }).responseCode === "number"
      ? "retrying"
      : "unreachable";
  }
}

/** A message that cannot be built (a template error, a bad link) will not build on a retry. */
async function composed<T>(kind: string, build: () => Promise<T>): Promise<T> {
  try {
    return await build();
  } catch (err) {
    throw new PermanentMailError(`não foi possível montar o e-mail ${kind}: ${String(err)}`);
  }
}
