/**
 * Issue 18 §6, decision 0366: the search page arrives rendered by the server, for a visitor and
 * for a signed-in client: the results are in the HTML before any JavaScript, and React takes
 * that very page over: the same text, no node thrown away, no hydration error, none of the
 * page's reads asked for again; then the page works as before ('Salvar', a new search). A
 * client's home too (issue 35, item 0b).
 */

import { eq } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { profilePath } from "../src/domain/public-pages";
import { professionalProfiles } from "../src/server/db/schema";
import { makeClient, makeProfessional, TEST_PASSWORD } from "../src/server/test/factories";
import { uniqueWord } from "../src/server/test/search-helpers";
import { skipWithoutBrowser } from "./fixtures/browser";
import { publishContent } from "./fixtures/contents";
import { removedFromMain, WATCH_REMOVALS } from "./fixtures/hydration";
import { setupJourney, step } from "./fixtures/journey";
import { seedCompletedAppointment } from "./fixtures/seed";

const SPEC = "search-rendered";

/**
 * The main's text as a person reads it, without the native <select> Radix adds, hidden, for
 * forms once it runs. Avatars are photos from the server's HTML on (decision 0384).
 */
const mainText = (page: Page) =>
  page.evaluate(() => {
    const hide = document.createElement("style");
    hide.textContent = "#root main select { display: none !important; }";
    document.head.append(hide);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
    const text = (document.querySelector("#root main") as HTMLElement | null)?.innerText ?? "";
    hide.remove();
    return text;
  });

/** The reads the server sent with the page: asked again, they would show as requests. */
const PAGE_READS =
  /\/api\/(auth\/user|professionals\/search|professionals\/price-range|favourites\/ids)/;

/**
 * Before the page opens: what it reports as errors or warnings, the reads matching `reads` it
 * makes, and (WATCH_REMOVALS) the server's nodes React throws away.
 */
async function watchTakeover(page: Page, readsPattern: RegExp) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(m.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const reads: string[] = [];
  page.on("request", (r) => {
    if (readsPattern.test(r.url())) reads.push(r.url());
  });
  await page.addInitScript(WATCH_REMOVALS);
  return { problems, reads };
}

/** Once React holds the main's button that says `label`: the page is hydrated. */
const hydratedButton = (page: Page, label: string) =>
  page.waitForFunction(
    (text) =>
      [...document.querySelectorAll("#root main button")].some(
        (b) =>
          b.textContent?.includes(text) &&
          Object.keys(b).some((key) => key.startsWith("__reactProps")),
      ),
    label,
  );

async function signInContext(context: BrowserContext, email: string) {
  const answer = await context.request.post("/api/auth/login", {
    data: { email, password: TEST_PASSWORD },
  });
  expect(answer.status()).toBe(200);
}

describe.skipIf(skipWithoutBrowser)("the search page, rendered by the server", () => {
  const journey = setupJourney(SPEC);

  for (const who of ["visitor", "client"] as const) {
    it(`holds the results before JavaScript and hydrates without a flash (${who})`, async () => {
      const db = journey.server.db;
      const family = uniqueWord("Servida");
      for (const first of ["Ana", "Bia"]) {
        await makeProfessional(db, {
          specialty: "Nutrição",
          serviceOptions: ["online"],
          user: { firstName: first, lastName: family },
        });
      }
      const client = await makeClient(db, { firstName: "Rita", lastName: "Hidratada" });
      const address = `/professionals?specialty=Nutri%C3%A7%C3%A3o&name=${family}&sort=lowest_price`;

      const serverText = await step("sem JavaScript, o HTML já tem os resultados", async () => {
        const context = await journey.browser.newContext({
          javaScriptEnabled: false,
          baseURL: journey.server.baseURL,
        });
        if (who === "client") await signInContext(context, client.email!);
        const page = await context.newPage();
        const answer = await page.goto(address);
        // A signed-in page holds the person's own data: never kept by a cache.
        expect(answer?.headers()["cache-control"]).toBe(
          who === "client" ? "private, no-store" : "no-cache",
        );
        const text = await mainText(page);
        for (const shown of [
          "Buscar profissionais",
          "2 profissionais",
          `Ana ${family}`,
          `Bia ${family}`,
          "Nutrição",
          "Menor preço",
        ]) {
          expect(text).toContain(shown);
        }
        expect(await page.title()).toBe("Buscar profissionais | Acolher");
        if (who === "client") {
          expect(await page.getByRole("button", { name: `Salvar Ana ${family}` }).count()).toBe(1);
        }
        await context.close();
        return text;
      });

      await step("o React assume a mesma página, sem trocar nada nem pedir de novo", async () => {
        const page = await journey.visitor();
        if (who === "client") await signInContext(page.context(), client.email!);
        const { problems, reads } = await watchTakeover(page, PAGE_READS);
        await page.goto(address);
        const save =
          who === "client"
            ? page.getByRole("button", { name: `Salvar Ana ${family}` })
            : page.getByRole("link", { name: `Salvar Ana ${family}` });
        // Hydrated once React holds the card's 'Salvar'.
        await page.waitForFunction(
          (name) =>
            [...document.querySelectorAll("#root main [aria-label], #root main a")].some(
              (el) =>
                (el.getAttribute("aria-label") ?? el.textContent ?? "").includes(name) &&
                Object.keys(el).some((key) => key.startsWith("__reactProps")),
            ),
          `Salvar Ana ${family}`,
        );
        await page.waitForLoadState("networkidle");
        expect(await mainText(page)).toBe(serverText);
        expect(await removedFromMain(page)).toEqual([]);
        expect(problems).toEqual([]);
        expect(reads).toEqual([]);
        await journey.check(page, `results-${who}`);

        if (who === "client") {
          // The page works once taken over: the heart saves, a new search asks the API.
          await save.click();
          await page.getByRole("button", { name: `Salvo Ana ${family}` }).waitFor();
          await page.getByLabel("Nome do profissional").fill(`Bia ${family}`);
          await page.getByRole("button", { name: "Buscar", exact: true }).click();
          await page.getByText("1 profissional", { exact: true }).waitFor();
          expect(reads.some((url) => url.includes("/api/professionals/search?"))).toBe(true);
        } else {
          // A visitor's 'Salvar' asks to sign in and comes back to this search.
          await save.click();
          await page.waitForURL(/\/entrar\?voltar=/);
          expect(
            decodeURIComponent(new URL(page.url()).searchParams.get("voltar") ?? ""),
          ).toContain(`name=${family}`);
        }
      });
    });
  }

  it("a client's home comes rendered, with a service awaiting her confirmation, and hydrates without an error (issue 35, item 0b)", async () => {
    const db = journey.server.db;
    const pro = await makeProfessional(db, { user: { firstName: "Clara", lastName: "Inicial" } });
    const client = await makeClient(db, { firstName: "Marina", lastName: "Inicial" });
    // The banner's read starts in the browser before React hydrates (route-preload.ts): the
    // server's page must hold the same answer, or React finds a banner it did not render.
    await seedCompletedAppointment(db, { clientId: client.id, professionalId: pro.id });

    await step("sem JavaScript, o início da cliente já vem no HTML", async () => {
      const context = await journey.browser.newContext({
        javaScriptEnabled: false,
        baseURL: journey.server.baseURL,
      });
      await signInContext(context, client.email!);
      const page = await context.newPage();
      const answer = await page.goto("/");
      expect(answer?.headers()["cache-control"]).toBe("private, no-store");
      expect(await page.title()).toBe("Início | Acolher");
      const text = await mainText(page);
      expect(text).toContain("Olá, Marina!");
      expect(text).toContain("Confirmação de Serviço Pendente");
      await context.close();
    });

    await step("o React assume o início sem erro, e a confirmação funciona", async () => {
      const page = await journey.visitor();
      await signInContext(page.context(), client.email!);
      const { problems } = await watchTakeover(page, /^$/);
      await page.goto("/");
      const banner = page.getByRole("region", { name: "Confirmação de Serviço Pendente" });
      await hydratedButton(page, "Confirmar Realização");
      await page.waitForLoadState("networkidle");
      await page.getByText("Próxima Consulta").waitFor();
      expect(problems).toEqual([]);
      await journey.check(page, "home-client");
      await banner.getByRole("button", { name: "Confirmar Realização" }).click();
      await page.getByText("Serviço confirmado").first().waitFor();
    });
  });

  it("a client's view of a profile comes rendered too, and books from it", async () => {
    const db = journey.server.db;
    const family = uniqueWord("Perfilada");
    const pro = await makeProfessional(db, { user: { firstName: "Clara", lastName: family } });
    const [row] = await db
      .select({ publicNumber: professionalProfiles.publicNumber })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.id));
    const address = profilePath({
      firstName: "Clara",
      lastName: family,
      publicNumber: row!.publicNumber,
      professionalProfile: { specialties: ["Psicologia"], titleForm: null },
    });
    const client = await makeClient(db, { firstName: "Rita", lastName: "Perfil" });
    // Her content, and a client who follows her (decision 0404): both in the server's page.
    await publishContent(journey.browser, journey.server.baseURL, pro.email!, {
      title: "Como escolher um horário de sessão",
      contentText: "Pense no momento do dia em que você costuma estar mais tranquilo.",
    });

    const serverText = await step(
      "sem JavaScript, o perfil da cliente já vem no HTML",
      async () => {
        const context = await journey.browser.newContext({
          javaScriptEnabled: false,
          baseURL: journey.server.baseURL,
        });
        await signInContext(context, client.email!);
        expect((await context.request.put(`/api/follows/${pro.id}`)).status()).toBe(200);
        const page = await context.newPage();
        const answer = await page.goto(address);
        expect(answer?.headers()["cache-control"]).toBe("private, no-store");
        const text = await mainText(page);
        expect(text).toContain(`Clara ${family}`);
        expect(text).toContain("Como escolher um horário de sessão");
        expect(await page.getByRole("button", { name: `Salvar Clara ${family}` }).count()).toBe(1);
        // Her own follow, already known: 'Seguindo', not 'Seguir' turning into it.
        expect(await page.getByRole("button", { name: "Seguindo", pressed: true }).count()).toBe(1);
        // Her own account's menu, not a visitor's 'Entrar'.
        expect(await page.getByRole("link", { name: "Entrar" }).count()).toBe(0);
        await context.close();
        return text;
      },
    );

    await step("o React assume a página e a consulta se agenda dali", async () => {
      const page = await journey.visitor();
      await signInContext(page.context(), client.email!);
      const { problems, reads } = await watchTakeover(
        page,
        /\/api\/(auth\/user|pages|professionals\/|reviews\/professional|favourites\/ids|follows)/,
      );
      await page.goto(address);
      await hydratedButton(page, "Agendar consulta");
      await page.waitForLoadState("networkidle");
      expect(await mainText(page)).toBe(serverText);
      expect(await removedFromMain(page)).toEqual([]);
      expect(problems).toEqual([]);
      expect(reads).toEqual([]);
      await journey.check(page, "profile-client");
      await page.getByRole("button", { name: "Agendar consulta" }).click();
      await page.getByRole("dialog", { name: /Agendar/ }).waitFor();
    });
  });
});
