import type { Db } from "@server/db/client";
import { localInstantSql } from "@server/db/local-instant";
import { emailOptOuts, notifications } from "@server/db/schema";
import { deliverOutbox } from "@server/notifications/deliver";
import { smtpMailer } from "@server/notifications/mailer";
import { asc, eq, sql } from "drizzle-orm";
import { SAO_PAULO } from "./appointment-factories";
import { testNow } from "./clock";
import { loopGuard } from "./loop-guard";
import { expectNothingPrivateQueued } from "./mail-privacy";
import { readMail, type TestSmtp } from "./smtp";

/** Helpers of the scheduled-notification tests: jobs run at chosen instants, mail read back. */

export const APP_URL = "https://acolher.test";

/** The instant of a wall-clock date and time in `timeZone`, as the database computes it. */
export async function localInstant(db: Db, date: string, time: string, timeZone = SAO_PAULO) {
  const { rows } = (await db.execute(
    sql`SELECT ${localInstantSql(date, time, timeZone)} AS at`,
  )) as unknown as { rows: { at: string | Date }[] };
  return new Date(rows[0]!.at);
}

export const plusMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/**
 * Checks what is queued (expectNothingPrivateQueued), then sends everything queued up to `at` (a
 * year after the tests' clock by default) to the test SMTP server.
 */
export async function deliverAll(db: Db, smtp: TestSmtp, at?: Date) {
  await expectNothingPrivateQueued(db);
  const settings = {
    mailer: smtpMailer(smtp.url),
    from: "Acolher <a@acolher.test>",
    appUrl: APP_URL,
  };
  const until = at ?? new Date(testNow().getTime() + 400 * 86_400_000);
  const guard = loopGuard(500, "delivering the outbox");
  try {
    for (;;) {
      guard();
      const run = await deliverOutbox(db, settings, until);
      if (run.sent + run.retrying + run.failed + run.dead === 0) return;
    }
  } finally {
    settings.mailer.close();
  }
}

/** The messages the test server received for `email`, decoded. */
export const mailsTo = (smtp: TestSmtp, email: string) =>
  smtp.received.filter((m) => m.to.includes(email)).map((m) => readMail(m.raw));

/** The user's in-app notifications, oldest first. */
export const inAppOf = (db: Db, userId: string) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .orderBy(asc(notifications.createdAt));

export const optOut = (db: Db, userId: string, category: string) =>
  db.insert(emailOptOuts).values({ userId, category });
