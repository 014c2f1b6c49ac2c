import type { SiteInfo } from "@domain/contracts/site";
import { handOutResetLinks } from "@server/features/auth/request-password-reset";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeClient } from "@server/test/factories";
import { askForReset } from "@server/test/password-reset";
import { readMail, startTestSmtp, type TestSmtp } from "@server/test/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverOutbox } from "./deliver";
import { smtpMailer } from "./mailer";
import { notify } from "./notify";

/**
 * Issue 31, item 1 (decision 0389): every e-mail, a notification's or one sent outside the
 * notification centre (the reset link), names who operates Acolher and its encarregado, in the
 * plain text and the HTML alike.
 */
const SITE: SiteInfo = {
  operator: {
    name: "Cuidado Bom Tecnologia Ltda.",
    cnpj: "97.210.267/6331-80",
    address: "Av. Paulista, 1000, Bela Vista, São Paulo - SP, 01310-100",
    email: "contato@cuidadobom.com.br",
  },
  dpo: { name: "Marina Alves", email: "dpo@cuidadobom.com.br" },
};
const OPERATOR_LINE =
  "O Acolher é operado por Cuidado Bom Tecnologia Ltda., CNPJ 97.210.267/6331-80, Av. Paulista, 1000, Bela Vista, São Paulo - SP, 01310-100. Contato: contato@cuidadobom.com.br.";
const DPO_LINE = "Encarregado de dados: Marina Alves (dpo@cuidadobom.com.br).";

const t = setupTestApp();
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => smtp?.close());

/** The HTML's text: tags dropped, entities and the renderer's comments undone. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("every e-mail's footer names the operator and the encarregado (decision 0389)", () => {
  it("a notification and the password-reset link, as text and as HTML", async () => {
    const banned = await makeClient(t.db);
    const resetting = await makeClient(t.db);
    await notify(t.db, {
      kind: "account_banned",
      recipientId: banned.id,
      params: { banReason: "comportamento_abusivo" },
      link: "/entrar?conta=suspensa",
      idempotencyKey: `operator-footer:${banned.id}`,
      instant: testNow(),
    });
    expect((await askForReset(t.app, resetting.email)).statusCode).toBe(200);
    await handOutResetLinks(t.db);
    const mailer = smtpMailer(smtp.url);
    try {
      const settings = {
        mailer,
        from: "a@acolher.test",
        appUrl: "https://acolher.test",
        site: SITE,
      };
      const run = await deliverOutbox(t.db, settings, new Date(testNow().getTime() + 60_000));
      expect(run).toMatchObject({ sent: 2, failed: 0, dead: 0 });
    } finally {
      mailer.close();
    }
    const mails = smtp.received.map((m) => readMail(m.raw));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Redefinição de senha do Acolher",
      "Sua conta no Acolher foi suspensa",
    ]);
    for (const mail of mails) {
      expect(mail.text.replace(/\r\n/g, "\n")).toContain(`${OPERATOR_LINE}\n${DPO_LINE}`);
      const html = textOf(mail.html);
      expect(html).toContain(OPERATOR_LINE);
      expect(html).toContain(DPO_LINE);
    }
  });
});
