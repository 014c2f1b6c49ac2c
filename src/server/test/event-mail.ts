import type { Db } from "@server/db/client";
import { deliverOutbox, type MailSettings } from "@server/notifications/deliver";
import { smtpMailer } from "@server/notifications/mailer";
import { escapeHtml } from "@server/notifications/templates";
import { afterAll, beforeAll, expect } from "vitest";
import { testNow } from "./clock";
import { loopGuard } from "./loop-guard";
import { expectNothingPrivateQueued, HEALTH_DETAIL } from "./mail-privacy";
import { readMail, startTestSmtp, type TestSmtp } from "./smtp";

export const EVENT_APP_URL = "https://acolher.test";

export type EventMail = { to: string[] } & ReturnType<typeof readMail>;

/**
 * A real SMTP server in the test process for the whole file, and `collect()`: deliver
 * everything queued and return what arrived since the previous call. Tests call it once before
 * the event (to leave earlier mail behind) and once after, so the answer is what the event sent.
 */
export function eventMailbox(db: () => Db) {
  let smtp: TestSmtp;
  let seen = 0;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => smtp?.close());
  return {
    /** Checks what is queued (expectNothingPrivateQueued), then delivers it. */
    async collect(): Promise<EventMail[]> {
      await expectNothingPrivateQueued(db());
      const settings: MailSettings = {
        mailer: smtpMailer(smtp.url),
        from: "Acolher <nao-responda@acolher.test>",
        appUrl: EVENT_APP_URL,
      };
      const later = new Date(testNow().getTime() + 366 * 86_400_000);
      const guard = loopGuard(200, "delivering the outbox");
      try {
        for (;;) {
          guard();
          const run = await deliverOutbox(db(), settings, later);
          expect(run).toMatchObject({ retrying: 0, failed: 0, dead: 0 });
          if (run.sent === 0) break;
        }
      } finally {
        settings.mailer.close();
      }
      const fresh = smtp.received.slice(seen);
      seen = smtp.received.length;
      return fresh.map((m) => ({ to: m.to, ...readMail(m.raw) }));
    },
  };
}

/** Exactly one message, to `email`, with this subject and link, and no health detail anywhere. */
export function expectOnlyMessage(
  mails: EventMail[],
  email: string,
  expected: { subject: string; link: string },
): EventMail {
  expect(mails.map((m) => m.to)).toEqual([[email]]);
  const mail = mails[0]!;
  expect(mail.subject).toBe(expected.subject);
  expect(mail.text).toContain(`${EVENT_APP_URL}${expected.link}`);
  expect(mail.html).toContain(`href="${escapeHtml(`${EVENT_APP_URL}${expected.link}`)}"`);
  for (const part of [
    mail.subject,
    mail.text,
    mail.html,
    ...mail.attachments.map((a) => a.content),
  ])
    expect(part).not.toMatch(HEALTH_DETAIL);
  return mail;
}
