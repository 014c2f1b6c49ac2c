/**
 * Issue 16 item 6: 'Configurações' at /settings for every role (password, e-mails, calendar,
 * data), and the footer link of an optional e-mail, which asks before unsubscribing.
 */
import { describe, expect, it } from "vitest";
import { unsubscribeToken } from "../src/server/notifications/unsubscribe-token";
import { makeAdmin, makeClient, TEST_PASSWORD } from "../src/server/test/factories";
import { signIn } from "./fixtures/auth";
import { skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";
import { expectNoSidewaysScroll } from "./fixtures/layout";

const SPEC = "settings";
const E2E_SECRET = "e2e-secret-0123456789abcdef0123456789";
const NEW_PASSWORD = "uma frase nova e longa";

describe.skipIf(skipWithoutBrowser)("settings", () => {
  const journey = setupJourney(SPEC);

  it("a client reaches Configurações from the menu, turns reminders off and changes the password", async () => {
    const client = await makeClient(journey.server.db, { firstName: "Lívia", lastName: "Prado" });
    const page = await journey.visitor();
    await step("abre Configurações pelo menu do usuário", async () => {
      await signIn(page, { email: client.email, password: TEST_PASSWORD });
      await page.getByRole("button", { name: /Menu do usuário/ }).click();
      await page.getByRole("menuitem", { name: "Configurações" }).click();
      await page.getByRole("heading", { level: 1, name: "Configurações" }).waitFor();
      await page.getByRole("switch", { name: "Lembretes" }).waitFor();
      await journey.check(page, "client");
      await expectNoSidewaysScroll(page, "client");
    });
    await step("desliga os lembretes por e-mail", async () => {
      const reminders = page.getByRole("switch", { name: "Lembretes" });
      await reminders.click();
      await page.waitForFunction(
        () => document.querySelector("#email-lembretes")?.getAttribute("aria-checked") === "false",
      );
      await page.reload();
      await page.getByRole("switch", { name: "Lembretes", checked: false }).waitFor();
    });
    await step("altera a senha e entra com a nova", async () => {
      await page.getByLabel("Senha atual").fill(TEST_PASSWORD);
      await page.getByLabel("Nova senha", { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel("Repita a nova senha").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Alterar senha" }).click();
      await page.getByText("Senha alterada", { exact: true }).waitFor();
      const other = await journey.visitor();
      await signIn(other, { email: client.email, password: NEW_PASSWORD });
      await other.getByRole("button", { name: /Menu do usuário/ }).waitFor();
    });
  });

  it("an admin reaches the same page at /admin/settings", async () => {
    const admin = await makeAdmin(journey.server.db);
    const page = await journey.visitor();
    await signIn(page, { email: admin.email, password: TEST_PASSWORD });
    await page.goto("/admin/settings");
    await page.getByRole("heading", { level: 1, name: "Configurações" }).waitFor();
    await page.getByRole("switch", { name: "Lembretes" }).waitFor();
    expect(await page.getByRole("heading", { name: "Calendário" }).count()).toBe(0);
    await journey.check(page, "admin");
    await expectNoSidewaysScroll(page, "admin");
  });

  it("the e-mail's footer link asks first, then unsubscribes, signed out", async () => {
    const client = await makeClient(journey.server.db);
    const token = unsubscribeToken(E2E_SECRET, client.id, "pos_sessao");
    const page = await journey.visitor();
    await page.goto(`/descadastrar/${token}`);
    await page.getByRole("heading", { name: "Deixar de receber estes e-mails?" }).waitFor();
    await journey.check(page, "unsubscribe");
    await page.getByRole("button", { name: "Confirmar descadastro" }).click();
    await page.getByText("Pronto: você não receberá mais e-mails de “Depois da sessão”.").waitFor();
    await journey.check(page, "unsubscribed");
    await expectNoSidewaysScroll(page, "unsubscribed");
  });
});
