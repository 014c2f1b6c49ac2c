/**
 * Issue 2 §7: sign up by role, the demo admin, logging out, another role's route; issue 6: the
 * signed-out pages go quiet (an unread 401 body used to keep GET /api/auth/user open); issue 31,
 * item 3: the sign-up's acceptance of the terms is in the data export, and a new version of the
 * terms is asked for before going on.
 */
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { LEGAL_VERSIONS } from "../src/domain/legal";
import { users } from "../src/server/db/schema";
import { DEMO_ACCOUNTS } from "../src/server/demo/accounts";
import { seedDemoData } from "../src/server/demo/seed";
import { makeClient, TEST_PASSWORD } from "../src/server/test/factories";
import { fillSignUp, logOut, newPerson, signIn } from "./fixtures/auth";
import { skipWithoutBrowser } from "./fixtures/browser";
import { action } from "./fixtures/controls";
import { setupJourney, step } from "./fixtures/journey";
import { completeClientProfile } from "./fixtures/profile";

const SPEC = "foundation";

describe.skipIf(skipWithoutBrowser)("foundation journeys", () => {
  const journey = setupJourney(SPEC, { demoMode: true });
  beforeAll(async () => seedDemoData(journey.server.db));

  /** Landing → Cadastrar → /register → "Cadastrar como …" → /api/login → sign-up form. */
  async function signUpThroughRegister(page: Page, choice: string, firstName: string) {
    const person = newPerson(firstName, "Oliveira");
    await step("landing", async () => {
      await page.goto("/");
      await action(page, "Cadastrar").waitFor();
      await action(page, "Entrar").waitFor();
      for (const card of ["Para Clientes", "Para Profissionais", "Benefícios"]) {
        await page.getByRole("heading", { name: card }).waitFor();
      }
      await journey.check(page, "landing");
    });
    await step("/register", async () => {
      await action(page, "Cadastrar").click();
      await page.waitForURL("**/register");
      await page.getByText("Sou Cliente").waitFor();
      await page.getByText("Sou Profissional").waitFor();
      await journey.check(page, "register");
    });
    await step(`${choice} → /api/login`, async () => {
      await action(page, choice).click();
      await page.waitForURL("**/entrar");
      await page.getByRole("heading", { name: "Entrar" }).waitFor();
      await journey.check(page, "sign-in");
    });
    await step("criar conta", async () => fillSignUp(page, person));
    return person;
  }

  it("a new client signs up through /register, completes the profile and lands on the client home", async () => {
    const page = await journey.visitor();
    const person = await signUpThroughRegister(page, "Cadastrar como Cliente", "Joana");
    await step("tela de completar perfil", async () => {
      await page.getByRole("heading", { name: /complete seu perfil/i }).waitFor();
      await journey.check(page, "client-profile-completion");
    });
    await step("completa cidade e bairro", () =>
      completeClientProfile(page, { city: "São Paulo - SP", neighborhood: "Pinheiros" }),
    );
    await step("home do cliente", async () => {
      await page.getByRole("heading", { name: new RegExp(person.firstName) }).waitFor();
      await page
        .getByText("Gerencie seus agendamentos e encontre profissionais qualificados.")
        .waitFor();
      await page.getByText("Nenhuma atividade recente encontrada.").waitFor();
      await journey.check(page, "client-home");
    });
    await step(
      "os dados baixados listam o aceite dos termos e do aviso de privacidade",
      async () => {
        const exported = await (await page.request.get("/api/user/data-export")).json();
        expect(exported.legalAcceptances).toEqual([
          expect.objectContaining({ document: "terms", version: LEGAL_VERSIONS.terms.version }),
          expect.objectContaining({ document: "privacy", version: LEGAL_VERSIONS.privacy.version }),
        ]);
      },
    );
    await step("uma nova versão dos termos é pedida antes de continuar", async () => {
      // What a new version in force looks like to someone who accepted the one before.
      await journey.server.db
        .update(users)
        .set({ termsVersion: "2000-01-01" })
        .where(eq(users.email, person.email));
      await page.reload();
      await page.getByRole("heading", { name: "Atualizamos nossos termos" }).waitFor();
      await page.getByRole("link", { name: "Termos de Uso" }).waitFor();
      await journey.check(page, "accept-new-terms");
      await action(page, "Li e aceito").click();
      await page.getByRole("heading", { name: new RegExp(person.firstName) }).waitFor();
    });
  });

  it("a new professional signs up through /register and sees the shell with 'Completar Perfil'", async () => {
    const page = await journey.visitor();
    await signUpThroughRegister(page, "Cadastrar como Profissional", "Paulo");
    await step("shell do profissional com banner", async () => {
      await action(page, "Completar Perfil").waitFor();
      const agenda = page.getByRole("navigation").getByRole("link", { name: "Agenda" }).first();
      expect(await agenda.getAttribute("href")).toBe("/professional/agenda");
      await journey.check(page, "professional-home");
    });
  });

  it("the demo admin signs in, sees the admin sidebar and logs out to the landing page", async () => {
    const page = await journey.visitor();
    await step("entra como admin", async () => {
      await signIn(page, DEMO_ACCOUNTS.admin);
      expect(new URL(page.url()).pathname).toBe("/");
    });
    await step("sidebar do admin", async () => {
      const nav = page.getByRole("navigation").filter({ hasText: "Usuários" }).first();
      for (const item of ["Painel", "Usuários", "Profissionais", "Relatórios"]) {
        await nav.getByRole("link", { name: item }).waitFor();
      }
      await journey.check(page, "admin-dashboard");
    });
    await step("Sair pelo menu do usuário", () => logOut(page));
    await step("landing depois de sair", async () => {
      await action(page, "Entrar").waitFor();
      const me = await page.request.get("/api/auth/user");
      expect(me.status()).toBe(401);
    });
  });

  // A behaviour, not a timing: an unread response body keeps its request open forever and the
  // page never becomes idle. How fast pages load is for `npm run lighthouse` and the bench.
  it("the landing page and /entrar reach network idle (every response is read)", async () => {
    const page = await journey.visitor();
    for (const path of ["/", "/entrar"]) {
      await step(`${path} sem requisições pendentes`, () =>
        page.goto(path, { waitUntil: "networkidle", timeout: 30_000 }),
      );
    }
  });

  it("a client opening /admin sees 'Página não encontrada'", async () => {
    const client = await makeClient(journey.server.db, { firstName: "Clara", lastName: "Souza" });
    const page = await journey.visitor();
    await step("entra como cliente", () =>
      signIn(page, { email: client.email, password: TEST_PASSWORD }),
    );
    await step("abre /admin", async () => {
      await page.goto("/admin");
      await page.getByRole("heading", { name: "Página não encontrada" }).waitFor();
      await action(page, "Voltar ao início").waitFor();
      await journey.check(page, "client-admin-not-found");
    });
  });
});
