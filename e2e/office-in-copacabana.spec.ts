/**
 * Issue 18 §4 (decisions 0330-0334): a professional of São Paulo opens an office in Copacabana,
 * Rio de Janeiro - RJ, picking the city with its state and typing the bairro; a client finds
 * them by city and bairro ('copacabana') and reads the office's real city on the profile.
 */
import { describe, expect, it } from "vitest";
import { makeClient, makeProfessional, TEST_PASSWORD } from "../src/server/test/factories";
import { signIn } from "./fixtures/auth";
import { skipWithoutBrowser } from "./fixtures/browser";
import { choose } from "./fixtures/controls";
import { setupJourney, step } from "./fixtures/journey";

describe.skipIf(skipWithoutBrowser)("an office in any city of Brazil", () => {
  const journey = setupJourney("office-in-copacabana");

  it("a professional opens an office in Copacabana; a client finds them by bairro", async () => {
    const db = journey.server.db;
    const pro = await makeProfessional(db, {
      specialty: "Psicologia",
      serviceOptions: ["local_proprio"],
      officeNeighborhood: "Pinheiros",
      user: { firstName: "Lívia", lastName: "Carioca" },
    });
    const client = await makeClient(db, { firstName: "Téo", lastName: "Leme" });

    const page = await journey.visitor();
    await step(
      "a profissional muda o consultório para Copacabana, Rio de Janeiro - RJ",
      async () => {
        await signIn(page, { email: pro.email!, password: TEST_PASSWORD });
        await page.goto("/profile");
        await choose(page, "Cidade do consultório", "Rio de Janeiro - RJ");
        const bairro = page.getByRole("combobox", { name: "Bairro do consultório" });
        await bairro.fill("copaca");
        await page.getByRole("option", { name: "Copacabana", exact: true }).click();
        await page.getByLabel("Endereço do consultório").fill("Rua Barata Ribeiro, 200");
        await page.getByRole("button", { name: "Salvar informações profissionais" }).click();
        await page.getByText("Perfil atualizado com sucesso!").first().waitFor();
        await journey.check(page, "office-in-rio");
      },
    );

    const other = await journey.visitor();
    await step("o cliente busca Psicologia em Copacabana, Rio de Janeiro", async () => {
      await signIn(other, { email: client.email!, password: TEST_PASSWORD });
      await other.goto("/professionals");
      await choose(other, /^especialidade/i, "Psicologia");
      await other.getByRole("checkbox", { name: "Local Próprio" }).check();
      await choose(other, "Cidade", "Rio de Janeiro - RJ");
      await other.getByRole("combobox", { name: "Bairro", exact: true }).fill("copacabana");
      await other.getByRole("button", { name: "Buscar" }).click();
      const url = new URL(other.url());
      expect(url.searchParams.get("city")).toBe("Rio de Janeiro");
      expect(url.searchParams.get("neighborhood")).toBe("Copacabana");
      await other.getByRole("link", { name: "Lívia Carioca" }).waitFor();
      await journey.check(other, "found-in-copacabana");
    });

    await step("o perfil mostra o consultório no Rio de Janeiro", async () => {
      await other.getByRole("link", { name: "Lívia Carioca" }).click();
      const office = other.getByRole("region", { name: "Consultório" });
      await office.getByText("Rio de Janeiro - RJ").waitFor();
      await office.getByText("Copacabana").waitFor();
    });
  });
});
