/**
 * Issue 8 "Tests": the demo admin sees the counts, approves a pending professional whom a client
 * then finds in search; a client banned with their browser open is sent out at their next
 * action with the reason, cannot sign in, and signs in again once reactivated.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { suspendedMessage } from "../src/domain/contracts/auth";
import { DEMO_ACCOUNTS } from "../src/server/demo/accounts";
import { seedDemoData } from "../src/server/demo/seed";
import { makeClient, makeProfessional, TEST_PASSWORD } from "../src/server/test/factories";
import { fillSignIn, signIn } from "./fixtures/auth";
import { skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";
import { expectClearOfBottomBar, expectNoSidewaysScroll } from "./fixtures/layout";

const SPEC = "admin";

/** The number shown for `label` in the dashboard section `section`. */
async function shownCount(page: Page, section: string, label: string): Promise<number> {
  const name = page.getByRole("region", { name: section }).getByText(label, { exact: true });
  const text = (await name.locator("xpath=following-sibling::*[1]").textContent()) ?? "";
  return Number(text.replace(/\D/g, ""));
}

describe.skipIf(skipWithoutBrowser)("admin journeys", () => {
  const journey = setupJourney(SPEC, { demoMode: true });
  beforeAll(async () => seedDemoData(journey.server.db));

  it("the demo admin sees the counts, approves a pending professional, and a client then finds them", async () => {
    const db = journey.server.db;
    await makeProfessional(db, {
      specialty: "Fisioterapia",
      verified: false,
      user: { firstName: "Helena", lastName: "Quintana" },
      profile: { professionalRegister: "CREFITO-3 123456-F" },
    });
    const client = await makeClient(db, { firstName: "Otávio", lastName: "Campos" });
    const search = `/professionals?specialty=Fisioterapia&name=Quintana`;
    const admin = await journey.visitor();

    await step("entra como admin e vê os números do servidor", async () => {
      await signIn(admin, DEMO_ACCOUNTS.admin);
      await admin.getByRole("heading", { name: "Painel administrativo" }).waitFor();
      await admin.getByText("Não Respondido").waitFor();
      const stats = await (await admin.request.get("/api/admin/stats")).json();
      const appointments = await (await admin.request.get("/api/admin/appointments/stats")).json();
      expect(stats.totalUsers).toBeGreaterThan(0);
      expect(await shownCount(admin, "Visão geral", "Usuários")).toBe(stats.totalUsers);
      expect(await shownCount(admin, "Visão geral", "Profissionais")).toBe(
        stats.totalProfessionals,
      );
      expect(await shownCount(admin, "Visão geral", "Clientes")).toBe(stats.totalClients);
      expect(await shownCount(admin, "Agendamentos", "Não Respondido")).toBe(
        appointments.autoRejected,
      );
      await journey.check(admin, "dashboard");
      await expectNoSidewaysScroll(admin, "dashboard");
    });
    const queue = admin.getByRole("list", { name: "Verificações pendentes" });
    const detail = admin.getByRole("dialog", { name: "Helena Quintana" });
    await step("abre a profissional pendente", async () => {
      await queue.getByRole("button", { name: "Ver detalhes de Helena Quintana" }).click();
      await detail.getByText("CREFITO-3 123456-F", { exact: true }).waitFor();
      await detail.getByRole("link", { name: /^Consultar no COFFITO/ }).waitFor();
      await detail.getByText(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/).waitFor();
      await detail.getByText("Nenhuma ação administrativa registrada.").waitFor();
      await journey.check(admin, "professional-detail");
      await expectNoSidewaysScroll(admin, "professional-detail");
    });
    await step("a cliente ainda não a encontra", async () => {
      const page = await journey.visitor();
      await signIn(page, { email: client.email, password: TEST_PASSWORD });
      await page.goto(search);
      await page.getByText("Nenhum profissional encontrado com os filtros selecionados.").waitFor();
    });
    await step("aprova, confirmando", async () => {
      await detail.getByRole("button", { name: "Aprovar" }).click();
      const confirm = admin.getByRole("alertdialog", { name: "Aprovar Helena Quintana?" });
      await confirm.waitFor();
      await journey.check(admin, "approve-confirmation");
      await confirm.getByRole("button", { name: "Aprovar profissional" }).click();
      await admin.getByText("Profissional aprovado").first().waitFor();
      await queue.getByText("Helena Quintana").waitFor({ state: "detached" });
    });
    await step("a cliente a encontra na busca por Fisioterapia", async () => {
      const page = await journey.visitor();
      await signIn(page, { email: client.email, password: TEST_PASSWORD });
      await page.goto(search);
      const link = page.getByRole("link", { name: "Helena Quintana" });
      await link.waitFor();
      // The card opens her lasting address (decision 0357).
      expect(await link.getAttribute("href")).toMatch(
        /^\/profissional\/helena-quintana-[a-z-]+-\d+/,
      );
    });
    await step("o histórico registra a aprovação", async () => {
      await admin.goto("/admin/professionals");
      await admin.getByRole("tab", { name: "Todos" }).click();
      await admin
        .getByRole("list", { name: "Todos os profissionais" })
        .getByRole("button", { name: "Ver detalhes de Helena Quintana" })
        .click();
      await detail.getByText("Verificação aprovada").waitFor();
      await detail.getByText(/por Ana Administradora/).waitFor();
      await journey.check(admin, "professionals-all-detail");
      await expectNoSidewaysScroll(admin, "professionals");
    });
  });

  it("a client banned with the app open is sent out with the reason, and signs in again once reactivated", async () => {
    const client = await makeClient(journey.server.db, { firstName: "Rui", lastName: "Tavares" });
    const credentials = { email: client.email, password: TEST_PASSWORD };
    // The terms' category, never the admin's note (decision 0378).
    const suspended = suspendedMessage("comportamento_abusivo");
    const clientPage = await journey.visitor();
    await step("o cliente está na home", async () => {
      await signIn(clientPage, credentials);
      await clientPage.getByRole("heading", { name: /Rui/ }).waitFor();
    });

    const admin = await journey.visitor();
    const users = admin.getByRole("list", { name: "Usuários" });
    const card = users.getByRole("listitem").filter({ hasText: client.email });
    await step("o admin busca o cliente pelo e-mail", async () => {
      await signIn(admin, DEMO_ACCOUNTS.admin);
      await admin.goto("/admin/users");
      // A long list ends with 'Carregar mais': on a phone, above the bottom bar (0384).
      await admin.getByRole("button", { name: "Carregar mais" }).waitFor();
      await expectClearOfBottomBar(admin, "users");
      await admin.getByLabel("Buscar usuários").fill(client.email);
      await admin.getByLabel("Buscar usuários").press("Enter");
      await card.getByText("Rui Tavares").waitFor();
      expect(await users.getByRole("listitem").count()).toBe(1);
      await journey.check(admin, "users-search");
      await expectNoSidewaysScroll(admin, "users");
    });
    await step("suspende, confirmando com o motivo dos termos", async () => {
      await card.getByRole("button", { name: "Suspender Rui Tavares" }).click();
      const confirm = admin.getByRole("alertdialog", { name: "Suspender Rui Tavares?" });
      await confirm.waitFor();
      await confirm
        .getByRole("combobox", { name: "Motivo da suspensão" })
        .selectOption({ label: "Comportamento abusivo ou desrespeitoso" });
      await confirm.getByLabel("Observação interna (opcional)").fill("Denúncia 88");
      await journey.check(admin, "ban-confirmation");
      await confirm.getByRole("button", { name: "Suspender usuário" }).click();
      await admin.getByText("Usuário suspenso").first().waitFor();
      await card.getByText("Suspenso", { exact: true }).waitFor();
    });
    await step("a próxima ação do cliente o leva à entrada, com o motivo", async () => {
      await clientPage.getByRole("link", { name: "Agenda", exact: true }).click();
      await clientPage.waitForURL("**/entrar?conta=suspensa&motivo=comportamento_abusivo");
      await clientPage.getByRole("alert").filter({ hasText: suspended }).waitFor();
      await journey.check(clientPage, "banned-sign-in");
    });
    await step("suspenso, não consegue entrar", async () => {
      await clientPage.getByLabel(/^e-?mail/i).fill(credentials.email);
      await clientPage.getByLabel(/^senha/i).fill(credentials.password);
      const answer = clientPage.waitForResponse((r) => r.url().endsWith("/api/auth/login"));
      await clientPage.getByRole("button", { name: /^entrar$/i }).click();
      expect((await answer).status()).toBe(403);
      await clientPage.getByRole("alert").filter({ hasText: suspended }).waitFor();
      expect(await clientPage.getByText(/Denúncia 88/).count()).toBe(0);
      expect(new URL(clientPage.url()).pathname).toBe("/entrar");
    });
    await step("o admin reativa, confirmando", async () => {
      await card.getByRole("button", { name: "Reativar Rui Tavares" }).click();
      await admin
        .getByRole("alertdialog", { name: "Reativar Rui Tavares?" })
        .getByRole("button", { name: "Reativar usuário" })
        .click();
      await admin.getByText("Usuário reativado").first().waitFor();
      await card.getByText("Suspenso", { exact: true }).waitFor({ state: "detached" });
    });
    await step("o cliente entra de novo", async () => {
      await fillSignIn(clientPage, credentials);
      await clientPage.getByRole("heading", { name: /Rui/ }).waitFor();
    });
    await step("o registro de ações mostra a suspensão e a reativação, com quem agiu", async () => {
      await admin.getByRole("link", { name: "Auditoria" }).first().click();
      await admin.getByRole("heading", { name: "Registro de ações" }).waitFor();
      await admin.getByLabel("Conta (nome ou e-mail)").fill(client.email);
      await admin.getByRole("button", { name: "Filtrar" }).click();
      await admin.waitForURL(/\/admin\/auditoria\?busca=/);
      const entries = admin.getByRole("list", { name: "Ações registradas" }).getByRole("listitem");
      await entries.nth(1).getByText("Conta suspensa").waitFor();
      expect(await entries.count()).toBe(2);
      await entries.first().getByText("Conta reativada").waitFor();
      const ban = entries.nth(1);
      await ban.getByText("Rui Tavares").waitFor();
      await ban.getByText(/Comportamento abusivo ou desrespeitoso/).waitFor();
      await ban.getByText(/Denúncia 88/).waitFor();
      await ban.getByText(/Por Ana Administradora/).waitFor();
      await journey.check(admin, "audit-log");
      await expectNoSidewaysScroll(admin, "audit-log");
    });
  });
});
