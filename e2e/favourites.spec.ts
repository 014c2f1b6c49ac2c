/**
 * Issue 18 §5 (decisions 0342, 0343): a client sorts the search by 'Menor preço', sees how
 * many were found, saves the cheapest professional with 'Salvar' and finds them under
 * 'Favoritos'.
 */
import { describe, expect, it } from "vitest";
import { makeClient, makeProfessional, TEST_PASSWORD } from "../src/server/test/factories";
import { uniqueWord } from "../src/server/test/search-helpers";
import { signIn } from "./fixtures/auth";
import { skipWithoutBrowser } from "./fixtures/browser";
import { choose } from "./fixtures/controls";
import { setupJourney, step } from "./fixtures/journey";

describe.skipIf(skipWithoutBrowser)("favourites", () => {
  const journey = setupJourney("favourites");

  it("a client sorts by menor preço, saves a professional and finds them under Favoritos", async () => {
    const db = journey.server.db;
    const family = uniqueWord("Preco");
    for (const [first, price] of [
      ["Caro", "320.00"],
      ["Barato", "95.00"],
      ["Medio", "180.00"],
    ] as const) {
      await makeProfessional(db, {
        specialty: "Fisioterapia",
        serviceOptions: ["online"],
        price,
        user: { firstName: first, lastName: family },
      });
    }
    const client = await makeClient(db, { firstName: "Rita", lastName: "Salva" });
    const page = await journey.visitor();

    await step("a cliente busca Fisioterapia pelo menor preço", async () => {
      await signIn(page, { email: client.email!, password: TEST_PASSWORD });
      await page.goto("/professionals");
      await choose(page, /^especialidade/i, "Fisioterapia");
      // The client's own city comes prefilled (issue 29): online-only professionals need 'Online'.
      await page.getByRole("checkbox", { name: "Online" }).check();
      await page.getByLabel("Nome do profissional").fill(family);
      await choose(page, "Ordenar por", "Menor preço");
      await page.getByRole("button", { name: "Buscar" }).click();
      await page.getByText("3 profissionais").waitFor();
      expect(new URL(page.url()).searchParams.get("sort")).toBe("lowest_price");
      // The count can show a moment before the cards it counts (an empty list was read in CI).
      const names = page
        .getByRole("list", { name: "Profissionais encontrados" })
        .getByRole("heading");
      await expect
        .poll(() => names.allTextContents())
        .toEqual([`Barato ${family}`, `Medio ${family}`, `Caro ${family}`]);
      await journey.check(page, "sorted-by-price");
    });

    await step("salva a mais barata", async () => {
      await page.getByRole("button", { name: `Salvar Barato ${family}` }).click();
      const saved = page.getByRole("button", { name: `Salvo Barato ${family}` });
      await saved.waitFor();
      expect(await saved.getAttribute("aria-pressed")).toBe("true");
    });

    await step("encontra a profissional em Favoritos", async () => {
      await page.getByRole("link", { name: "Favoritos" }).first().click();
      const list = page.getByRole("list", { name: "Profissionais salvos" });
      await list.getByRole("link", { name: `Barato ${family}` }).waitFor();
      await expect
        .poll(() => list.getByRole("heading").allTextContents())
        .toEqual([`Barato ${family}`]);
      await journey.check(page, "favourites");
    });
  });
});
