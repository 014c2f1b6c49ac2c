/**
 * Issue 34, item 2 (decision 0404): a client reports a professional's content from the feed; an
 * admin hides it in 'Conteúdos' (the reason chosen, then confirmed) and its public page answers
 * 410; the decision is in 'Auditoria'. The audit row itself is checked in the API test
 * (src/server/features/admin/content-decision-audit.test.ts).
 */
import { describe, expect, it } from "vitest";
import { publishContent } from "../src/server/features/contents/own-contents";
import {
  makeAdmin,
  makeClient,
  makeProfessional,
  TEST_PASSWORD,
} from "../src/server/test/factories";
import { uniqueWord } from "../src/server/test/search-helpers";
import { signIn } from "./fixtures/auth";
import { MOBILE, skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";
import { expectNoSidewaysScroll } from "./fixtures/layout";

describe.skipIf(skipWithoutBrowser)("content moderation", () => {
  const journey = setupJourney("content-moderation");

  it("a reported content hidden by an admin answers 410 and is in the audit log", async () => {
    const db = journey.server.db;
    const pro = await makeProfessional(db, {
      user: { firstName: "Helena", lastName: uniqueWord("Autora") },
    });
    const title = `Chá que cura a ansiedade ${uniqueWord()}`;
    const content = await publishContent(
      db,
      pro,
      { title, contentText: "Tome **três xícaras** por dia." },
      new Date(),
    );
    const reporter = await makeClient(db, { firstName: "Rita", lastName: "Leitora" });
    const admin = await makeAdmin(db, { firstName: "Regina", lastName: "Moderadora" });

    const page = await journey.visitor();
    await step("a cliente denuncia o conteúdo no feed", async () => {
      await signIn(page, { email: reporter.email!, password: TEST_PASSWORD });
      await page.goto("/social");
      const card = page
        .getByRole("list", { name: "Conteúdos" })
        .getByRole("listitem")
        .filter({ hasText: title });
      await card.getByRole("button", { name: "Denunciar" }).click();
      const dialog = page.getByRole("dialog", { name: "Denunciar conteúdo" });
      await dialog
        .getByRole("radio", { name: "Informação falsa ou perigosa para a saúde" })
        .check();
      await dialog.getByLabel("Detalhes (opcional)").fill("Promete cura.");
      await dialog.getByRole("button", { name: "Enviar denúncia" }).click();
      await page.getByText("Denúncia enviada").first().waitFor();
    });

    const adminPage = await journey.visitor();
    await step("a administradora oculta o conteúdo em Conteúdos, no celular", async () => {
      await signIn(adminPage, { email: admin.email!, password: TEST_PASSWORD });
      await adminPage.getByRole("link", { name: "Conteúdos" }).first().click();
      await adminPage.waitForURL("**/admin/conteudos");
      const queue = adminPage.getByRole("list", { name: "Conteúdos denunciados" });
      await queue.getByRole("heading", { name: title }).waitFor();
      await queue.getByText("Promete cura.").waitFor();
      await journey.check(adminPage, "content-reports");
      await expectNoSidewaysScroll(adminPage, "Conteúdos denunciados");
      await adminPage.setViewportSize(MOBILE);
      await adminPage.getByLabel("Motivo para ocultar").selectOption("desinformacao");
      await adminPage.getByRole("button", { name: "Ocultar conteúdo" }).click();
      const confirm = adminPage.getByRole("alertdialog", { name: `Ocultar “${title}”?` });
      await journey.check(adminPage, "content-hide-dialog");
      await confirm.getByRole("button", { name: "Ocultar conteúdo" }).click();
      await adminPage.getByText("Nenhum conteúdo denunciado aguardando análise.").waitFor();
    });

    await step("a página pública do conteúdo responde 410", async () => {
      const visitor = await journey.visitor();
      const answer = await visitor.goto(content.path);
      expect(answer?.status()).toBe(410);
    });

    await step("a decisão aparece na Auditoria", async () => {
      await adminPage.goto("/admin/auditoria");
      const log = adminPage.getByRole("list", { name: "Ações registradas" });
      const entry = log.getByRole("listitem").filter({ hasText: "Conteúdo ocultado" });
      await entry.getByText(`${pro.firstName} ${pro.lastName}`).first().waitFor();
    });
  });
});
