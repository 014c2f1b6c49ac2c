/**
 * Issue 16 item 1: a client's booking request rings the professional's bell; the list at
 * /notificacoes links to the agenda and the entry is read once opened. Issue 29 item 7: the entry
 * says who asked and for when, and the e-mail's HTML reads well on a 390 px phone.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverOutbox } from "../src/server/notifications/deliver";
import { smtpMailer } from "../src/server/notifications/mailer";
import { makeClient, TEST_PASSWORD } from "../src/server/test/factories";
import { readMail, startTestSmtp, type TestSmtp } from "../src/server/test/smtp";
import { signIn } from "./fixtures/auth";
import { chooseServiceType, openBookingDialog, pickFirstFreeSlot } from "./fixtures/booking";
import { MOBILE, skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";
import { expectNoSidewaysScroll } from "./fixtures/layout";
import { seedBookablePsychologist } from "./fixtures/seed";

const SPEC = "notifications";

describe.skipIf(skipWithoutBrowser)("notification centre", () => {
  const journey = setupJourney(SPEC);
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => smtp?.close());

  /** Runs the e-mail job once, as the server's would, and returns the HTML sent to `email`. */
  async function htmlSentTo(email: string): Promise<string> {
    const mailer = smtpMailer(smtp.url);
    try {
      const settings = { mailer, from: "Acolher <a@acolher.test>", appUrl: journey.server.baseURL };
      await deliverOutbox(journey.server.db, settings, new Date());
    } finally {
      mailer.close();
    }
    const mails = smtp.received.filter((m) => m.to.includes(email)).map((m) => readMail(m.raw));
    expect(mails.map((m) => m.subject)).toEqual(["Você tem uma nova solicitação de agendamento"]);
    return mails[0]!.html;
  }

  /** What a phone shows: the text's size, and the action button's box and text size. */
  const onPhone = (page: Page) =>
    page.evaluate(() => {
      const button = [...document.querySelectorAll("a")].find((a) =>
        a.textContent?.includes("Ver minha agenda"),
      )!;
      const box = button.getBoundingClientRect();
      const paragraph = [...document.querySelectorAll("p")].find((p) =>
        p.textContent?.includes("pediu um horário"),
      )!;
      return {
        textPx: Number.parseFloat(getComputedStyle(paragraph).fontSize),
        buttonPx: Number.parseFloat(getComputedStyle(button).fontSize),
        button: { left: box.left, right: box.right, height: box.height },
      };
    });

  it("a client books; the professional's bell shows 1, the list leads to the agenda and the bell empties", async () => {
    const db = journey.server.db;
    const psychologist = await seedBookablePsychologist(db, {
      firstName: "Renata",
      lastName: "Campos",
      neighborhood: "Pinheiros",
    });
    const client = await makeClient(db, { firstName: "Otávio", lastName: "Reis" });

    const clientPage = await journey.visitor();
    await step("o cliente solicita um horário", async () => {
      await signIn(clientPage, { email: client.email, password: TEST_PASSWORD });
      await clientPage.goto(`/professional/${psychologist.id}`);
      await openBookingDialog(clientPage);
      await pickFirstFreeSlot(clientPage);
      await chooseServiceType(clientPage, "Presencial (Consultório)");
      await clientPage.getByRole("button", { name: "Solicitar Agendamento" }).click();
      await clientPage.getByText("Agendamento solicitado").first().waitFor();
    });

    const page = await journey.visitor();
    const bell = (name: string) => page.getByRole("link", { name, exact: true });
    await step("o sino da profissional mostra 1", async () => {
      await signIn(page, { email: psychologist.email, password: TEST_PASSWORD });
      await bell("Notificações (1 não lida)").waitFor();
      await journey.check(page, "bell-with-count");
    });
    await step("a lista mostra a solicitação, não lida", async () => {
      await bell("Notificações (1 não lida)").click();
      await page.waitForURL("**/notificacoes");
      await page.getByRole("heading", { name: "Notificações" }).waitFor();
      await page
        .getByRole("link", { name: /^Não lida: Você tem uma nova solicitação de agendamento/ })
        .waitFor();
      await page
        .getByText(/^Otávio pediu um horário na sua agenda: \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\.$/)
        .waitFor();
      await journey.check(page, "notifications-page");
    });
    await step("abrir a notificação leva à agenda e zera o sino", async () => {
      await page
        .getByRole("link", { name: /Você tem uma nova solicitação de agendamento/ })
        .click();
      await page.waitForURL("**/professional/agenda");
      await bell("Notificações").waitFor();
    });
    await step("o e-mail da solicitação cabe num celular de 390 px", async () => {
      const html = await htmlSentTo(psychologist.email);
      const mail = await journey.visitor();
      await mail.setViewportSize(MOBILE);
      await mail.setContent(html);
      await mail.locator("p", { hasText: /^Otávio pediu um horário na sua agenda/ }).waitFor();
      await expectNoSidewaysScroll(mail, "o e-mail");
      await mail.setViewportSize(MOBILE);
      const shown = await onPhone(mail);
      expect(shown.textPx).toBeGreaterThanOrEqual(16);
      expect(shown.buttonPx).toBeGreaterThanOrEqual(16);
      expect(shown.button.left).toBeGreaterThanOrEqual(0);
      expect(shown.button.right).toBeLessThanOrEqual(MOBILE.width);
      // A thumb-sized target (WCAG 2.5.5 asks 44 px).
      expect(shown.button.height).toBeGreaterThanOrEqual(44);
      await journey.check(mail, "request-email");
    });
  });
});
