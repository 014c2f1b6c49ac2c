/**
 * Issue 30, items 1-2 (decisions 0385, 0386): a nutritionist's bio offering a free first
 * consultation is refused on the field in Portuguese; an admin verifying her reads the register
 * split into council, region and number, with the council's public search one click away.
 * The parser, the flag of an unreadable register and the public pages are checked in
 * src/server/features/profile/council-register.test.ts.
 */
import { describe, expect, it } from "vitest";
import { publicityProblem } from "../src/domain/publicity";
import { makeAdmin, makeProfessional, TEST_PASSWORD } from "../src/server/test/factories";
import { uniqueWord } from "../src/server/test/search-helpers";
import { signIn } from "./fixtures/auth";
import { skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";

describe.skipIf(skipWithoutBrowser)("council registers", () => {
  const journey = setupJourney("council-register");

  it("a free consultation is refused in the form; the admin checks the register in one click", async () => {
    const db = journey.server.db;
    const lastName = uniqueWord("Nutri");
    const name = `Marina ${lastName}`;
    const pro = await makeProfessional(db, {
      specialty: "Nutrição",
      verified: false,
      user: { firstName: "Marina", lastName },
      profile: { professionalRegister: "CRN-3 12345" },
    });
    const admin = await makeAdmin(db, { firstName: "Regina", lastName: "Verificadora" });

    const page = await journey.visitor();
    await step("a nutricionista anuncia a primeira consulta grátis e é recusada", async () => {
      await signIn(page, { email: pro.email!, password: TEST_PASSWORD });
      await page.goto("/profile");
      const bio = page.getByLabel("Bio profissional");
      await bio.fill("Primeira consulta grátis");
      await page.getByRole("button", { name: "Salvar informações profissionais" }).click();
      const message = publicityProblem("grátis")!;
      await page.getByText(message).waitFor();
      expect(await bio.getAttribute("aria-invalid")).toBe("true");
      await journey.check(page, "free-consultation-refused");
    });

    const other = await journey.visitor();
    await step("o admin vê o registro em partes e o link do CFN", async () => {
      await signIn(other, { email: admin.email!, password: TEST_PASSWORD });
      await other.goto("/admin/professionals");
      const pending = other.getByRole("list", { name: "Profissionais pendentes" });
      await pending.getByRole("button", { name: `Ver detalhes de ${name}` }).click();
      const detail = other.getByRole("dialog", { name });
      await detail.getByText("CRN-3 12345", { exact: true }).waitFor();
      for (const [label, value] of [
        ["Conselho", "CRN"],
        ["Região", "3"],
        ["Número", "12345"],
      ] as const)
        expect(
          await detail
            .getByText(label, { exact: true })
            .locator("xpath=following-sibling::*[1]")
            .textContent(),
        ).toBe(value);
      const link = detail.getByRole("link", { name: /^Consultar no CFN/ });
      expect(await link.getAttribute("href")).toBe(
        "https://cnn.cfn.org.br/application/index/consulta-nacional",
      );
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      await journey.check(other, "register-split-for-the-admin");
    });
  });
});
