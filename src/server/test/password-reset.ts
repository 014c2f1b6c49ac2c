import type { Db } from "@server/db/client";
import { handOutResetLinks } from "@server/features/auth/request-password-reset";
import { deliverOutbox } from "@server/notifications/deliver";
import { smtpMailer } from "@server/notifications/mailer";
import type { FastifyInstance } from "fastify";
import { readMail, type TestSmtp } from "./smtp";

export const RESET_APP_URL = "https://acolher.test";

let nextAddress = 0;
/** A fresh peer address per call: the per-IP limit of one test never reaches another's. */
export const freshIp = () =>
  `10.${200 + ((nextAddress >> 16) % 50)}.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`;

export const askForReset = (app: FastifyInstance, email: string, ip = freshIp()) =>
  app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    remoteAddress: ip,
    payload: { email },
  });

export const resetWith = (
  app: FastifyInstance,
  token: string,
  password = "uma frase nova e longa",
  confirmation = password,
  cookie?: string,
) =>
  app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
    payload: { token, password, passwordConfirmation: confirmation },
  });

/**
 * Runs the delivery job against the test SMTP server (as the server's job would): the waiting
 * reset requests become links and e-mails, then the outbox is sent.
 */
export const deliverMail = async (db: Db, smtp: TestSmtp, instant: Date) => {
  await handOutResetLinks(db);
  return deliverOutbox(
    db,
    {
      mailer: smtpMailer(smtp.url),
      from: "Acolher <nao-responda@acolher.test>",
      appUrl: RESET_APP_URL,
    },
    instant,
  );
};

/** The e-mails the SMTP server received for `email`, decoded. */
export const mailsTo = (smtp: TestSmtp, email: string) =>
  smtp.received.filter((m) => m.to.includes(email)).map((m) => readMail(m.raw));

/** The token of the link in a reset e-mail's plain text. */
export function tokenIn(text: string): string {
  const match = /\/redefinir-senha\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}
