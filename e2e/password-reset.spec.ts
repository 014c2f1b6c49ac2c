/**
 * Issue 16 item 6: 'Esqueci minha senha' end to end in a real browser, at both widths. The
 * e-mail goes through the real delivery job to an SMTP server in the test process, and the
 * journey opens the link it carries (decisions 0235, 0236).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handOutResetLinks } from "../src/server/features/auth/request-password-reset";
import { deliverOutbox } from "../src/server/notifications/deliver";
import { smtpMailer } from "../src/server/notifications/mailer";
import { makeClient } from "../src/server/test/factories";
import { readMail, startTestSmtp, type TestSmtp } from "../src/server/test/smtp";
import { fillSignIn } from "./fixtures/auth";
import { MOBILE, skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";

const SPEC = "password-reset";
const NEW_PASSWORD = "caminho novo de casa 2026";

describe.skipIf(skipWithoutBrowser)("password reset journey", () => {
  const journey = setupJourney(SPEC);
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => smtp?.close());

  /** Runs the e-mail job once, as the server's would, and returns the link sent to `email`. */
  async function linkSentTo(email: string): Promise<string> {
    // What the server's e-mail job does each second: the request becomes a link, then it is sent.
    await handOutResetLinks(journey.server.db);
    await deliverOutbox(
      journey.server.db,
      {
        mailer: smtpMailer(smtp.url),
        from: "Acolher <nao-responda@acolher.test>",
        appUrl: journey.server.baseURL,
      },
      new Date(),
    );
    const mails = smtp.received.filter((m) => m.to.includes(email)).map((m) => readMail(m.raw));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Redefinição de senha do Acolher");
    const link = /https?:\/\/\S+\/redefinir-senha\?token=[\w-]{43}/.exec(mails[0]!.text)?.[0];
    if (!link) throw new Error(`no link in the e-mail: ${mails[0]!.text}`);
    return link;
  }

  async function forgetAndReset(page: Page, email: string) {
    const check = (name: string) => journey.check(page, name);
    await step("/entrar → 'Esqueci minha senha'", async () => {
      await page.goto("/entrar");
      await page.getByRole("heading", { name: "Entrar" }).waitFor();
      await page.getByRole("link", { name: "Esqueci minha senha" }).click();
      await page.waitForURL("**/esqueci-minha-senha");
      await page.getByRole("heading", { name: "Esqueci minha senha" }).waitFor();
      await check("forgot-password");
    });
    await step("pede o link", async () => {
      await page.getByLabel("E-mail").fill(email);
      await page.getByRole("button", { name: "Enviar link" }).click();
      await page.getByText("Se houver uma conta com este e-mail, enviamos um link").waitFor();
      await check("forgot-password-sent");
    });
    const link = await step("lê o e-mail", () => linkSentTo(email));
    await step("abre o link e escolhe a nova senha", async () => {
      await page.goto(link);
      await page.getByRole("heading", { name: "Criar nova senha" }).waitFor();
      await page.getByLabel("Nova senha", { exact: true }).fill(NEW_PASSWORD);
      await page.getByText("Senha forte: longa é difícil de adivinhar.").waitFor();
      await page.getByLabel("Repita a nova senha").fill(NEW_PASSWORD);
      await check("reset-password");
      await page.getByRole("button", { name: "Salvar nova senha" }).click();
      await page.waitForURL("**/entrar?senha=alterada");
      await page.getByText("Senha alterada. Entre com a nova senha.").waitFor();
      await check("password-changed");
    });
    await step("o link já usado não vale mais", async () => {
      const again = await page.context().newPage();
      await again.goto(link);
      await again.getByLabel("Nova senha", { exact: true }).fill("outra frase bem longa");
      await again.getByLabel("Repita a nova senha").fill("outra frase bem longa");
      await again.getByRole("button", { name: "Salvar nova senha" }).click();
      await again.getByRole("link", { name: "Pedir um novo link" }).waitFor();
      await journey.check(again, "reset-link-used");
      await again.close();
    });
    await step("entra com a nova senha", async () => {
      await fillSignIn(page, { email, password: NEW_PASSWORD });
      await page.getByRole("heading", { name: /Helena/ }).waitFor();
    });
  }

  // Once, on the phone (decision 0371): the checks still read each screen at both widths.
  const viewport = MOBILE;
  it(`a client who forgot the password gets a new one by e-mail and signs in (${viewport.width}px)`, async () => {
    const client = await makeClient(journey.server.db, { firstName: "Helena" });
    const page = await journey.visitor();
    await page.setViewportSize(viewport);
    await forgetAndReset(page, client.email);
  });
});
