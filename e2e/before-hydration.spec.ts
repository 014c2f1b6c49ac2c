/**
 * Issue 18, decision 0362: on a slow phone a visitor taps before the page's JavaScript arrives.
 * Every control a visitor has on a server-rendered public page is a real link to where it leads
 * ('Agendar consulta', the next slot, 'Salvar' and 'Seguir' to the sign-in with `voltar`; a
 * listing's cards and 'Ver todos na busca' to their pages), so the tap is never lost. Here the
 * browser runs no JavaScript at all; signing in afterwards (with it) comes back to the profile.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE } from "../src/domain/constants";
import { nowInZone } from "../src/domain/time";
import { DEMO_SITE } from "../src/server/env";
import { makeClient, makeProfessional, TEST_PASSWORD } from "../src/server/test/factories";
import { storedNextFree } from "../src/server/test/next-free-reference";
import { fillSignIn } from "./fixtures/auth";
import { skipWithoutBrowser } from "./fixtures/browser";
import { type Journey, setupJourney, step } from "./fixtures/journey";

const SPEC = "before-hydration";

/** A page in a browser that runs no JavaScript: only what the server sent works. */
async function withoutJavaScript(journey: Journey, run: (page: Page) => Promise<void>) {
  const context: BrowserContext = await journey.browser.newContext({
    baseURL: journey.server.baseURL,
    javaScriptEnabled: false,
  });
  context.setDefaultTimeout(15_000);
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Clicks the link and returns where it led (path and query). */
async function follow(page: Page, name: string | RegExp) {
  const before = page.url();
  await page.getByRole("link", { name }).click();
  await page.waitForURL((url) => url.href !== before);
  return new URL(page.url());
}

describe.skipIf(skipWithoutBrowser)("a public page's controls before JavaScript", () => {
  const journey = setupJourney(SPEC);

  it("a profile's 'Agendar consulta', next slot, 'Salvar' and 'Seguir' lead to the sign-in, and back", async () => {
    const db = journey.server.db;
    const pro = await makeProfessional(db, {
      serviceOptions: ["online"],
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      user: { firstName: "Clara", lastName: "Semscript" },
    });
    const client = await makeClient(db, { firstName: "Rita", lastName: "Apressada" });
    const local = nowInZone(DEFAULT_TIME_ZONE, (await storedNextFree(db, pro.id))!);
    const moved = await fetch(`${journey.server.baseURL}/professional/${pro.id}`, {
      redirect: "manual",
    });
    const address = moved.headers.get("location")!;
    expect(address).toMatch(/^\/profissional\/clara-semscript-[a-z-]+-\d+$/);

    let signInUrl = "";
    await withoutJavaScript(journey, async (page) => {
      await step("'Salvar' leva a entrar, voltando ao perfil", async () => {
        await page.goto(address);
        // Issue 31, item 8 (decision 0389): the footer names the operator and its CNPJ.
        const footer = page.getByRole("contentinfo");
        expect(await footer.textContent()).toContain(
          `${DEMO_SITE.operator.name} · CNPJ ${DEMO_SITE.operator.cnpj}`,
        );
        const to = await follow(page, "Salvar Clara Semscript");
        expect(to.pathname).toBe("/entrar");
        expect(to.searchParams.get("voltar")).toBe(address);
      });
      await step("'Seguir' leva a entrar, voltando ao perfil (decisão 0404)", async () => {
        await page.goto(address);
        const to = await follow(page, "Seguir");
        expect(to.pathname).toBe("/entrar");
        expect(to.searchParams.get("voltar")).toBe(address);
      });
      await step("o próximo horário leva a entrar, guardando o horário", async () => {
        await page.goto(address);
        const to = await follow(page, /^Próximo horário/);
        expect(to.pathname).toBe("/entrar");
        const slot = new URLSearchParams({ horario: `${local.date}T${local.time}` });
        expect(to.searchParams.get("voltar")).toBe(`${address}?${slot}`);
      });
      await step("'Agendar consulta' leva a entrar, voltando ao agendamento", async () => {
        await page.goto(address);
        const to = await follow(page, "Agendar consulta");
        expect(to.pathname).toBe("/entrar");
        expect(to.searchParams.get("voltar")).toBe(`${address}?agendar=1`);
        signInUrl = `${to.pathname}${to.search}`;
      });
    });

    await step("depois de entrar, volta ao perfil com o agendamento aberto", async () => {
      const page = await journey.visitor();
      await page.goto(signInUrl);
      await fillSignIn(page, { email: client.email!, password: TEST_PASSWORD });
      const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
      await dialog.getByText(/Com Clara Semscript\./).waitFor();
      const back = new URL(page.url());
      expect(`${back.pathname}${back.search}`).toBe(`${address}?agendar=1`);
    });
  });

  it("a listing page's cards, 'Salvar' and 'Ver todos na busca' work without JavaScript", async () => {
    const db = journey.server.db;
    await makeProfessional(db, {
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      user: { firstName: "Dora", lastName: "Listada" },
    });
    // Another bairro: the search 'Ver todos na busca' opens keeps Pinheiros.
    await makeProfessional(db, {
      serviceOptions: ["local_proprio"],
      officeNeighborhood: "Moema",
      user: { firstName: "Ernesto", lastName: "Outrobairro" },
    });
    const listing = "/psicologia/sao-paulo/pinheiros";
    let searchUrl = "";
    await withoutJavaScript(journey, async (page) => {
      await step("'Salvar' num cartão leva a entrar, voltando à lista", async () => {
        await page.goto(listing);
        const to = await follow(page, "Salvar Dora Listada");
        expect(to.pathname).toBe("/entrar");
        expect(to.searchParams.get("voltar")).toBe(listing);
      });
      await step("o próximo horário do cartão abre o perfil com o horário", async () => {
        await page.goto(listing);
        const to = await follow(page, /^Próximo horário/);
        expect(to.pathname).toMatch(/^\/profissional\/dora-listada-[a-z-]+-\d+$/);
        expect(to.searchParams.get("horario")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
        await page.getByRole("heading", { level: 1, name: "Dora Listada" }).waitFor();
      });
      await step("'Ver todos na busca' leva à mesma busca, bairro incluído", async () => {
        await page.goto(listing);
        const to = await follow(page, "Ver todos na busca");
        expect(to.pathname).toBe("/professionals");
        expect(Object.fromEntries(to.searchParams)).toEqual({
          specialty: "Psicologia",
          city: "São Paulo",
          state: "SP",
          serviceOptions: "local_proprio,domiciliar",
          neighborhood: "Pinheiros",
        });
        searchUrl = `${to.pathname}${to.search}`;
      });
    });

    await step("essa busca, com JavaScript, mostra só quem atende em Pinheiros", async () => {
      const page = await journey.visitor();
      await page.goto(searchUrl);
      await page.getByRole("link", { name: "Dora Listada", exact: true }).waitFor();
      expect(await page.getByText("Ernesto Outrobairro").count()).toBe(0);
    });
  });
});
