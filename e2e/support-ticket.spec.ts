/**
 * Issue 31, items 6 and 8 (decision 0390): a client opens a ticket in 'Fale com o suporte', an
 * admin finds it in the 'Suporte' queue and answers, and the client reads the answer. Deadlines,
 * the e-mail without the text, closing and the races are in the API test
 * (src/server/features/support/support.test.ts).
 */
import { describe, it } from "vitest";
import { makeAdmin, makeClient, TEST_PASSWORD } from "../src/server/test/factories";
import { signIn } from "./fixtures/auth";
import { skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";

const QUESTION = "Não consigo trocar o e-mail da minha conta.";
const ANSWER = "Corrigimos o cadastro: tente de novo, por favor.";

describe.skipIf(skipWithoutBrowser)("support ticket", () => {
  const journey = setupJourney("support-ticket");

  it("a ticket reaches an admin and the answer comes back", async () => {
    const db = journey.server.db;
    const client = await makeClient(db, { firstName: "Caio", lastName: "Suporte" });
    const admin = await makeAdmin(db, { firstName: "Regina", lastName: "Atendimento" });

    const page = await journey.visitor();
    await step("o cliente abre um chamado pelo menu", async () => {
      await signIn(page, { email: client.email!, password: TEST_PASSWORD });
      await page.getByRole("button", { name: /Menu do usuário/ }).click();
      await page.getByRole("menuitem", { name: "Fale com o suporte" }).click();
      await page.getByRole("heading", { name: "Fale com o suporte" }).waitFor();
      await page.getByLabel("Assunto").selectOption("conta");
      await page.getByLabel("Mensagem").fill(QUESTION);
      await journey.check(page, "support-new-ticket");
      await page.getByRole("button", { name: "Enviar chamado" }).click();
      await page.getByRole("heading", { name: "Minha conta" }).waitFor();
      await page.getByText("Aguardando resposta").waitFor();
    });

    const adminPage = await journey.visitor();
    await step("a administradora responde pela fila do suporte", async () => {
      await signIn(adminPage, { email: admin.email!, password: TEST_PASSWORD });
      await adminPage.goto("/admin/suporte");
      const queue = adminPage.getByRole("list", { name: "Chamados" });
      await queue.getByText(client.email!).waitFor();
      await journey.check(adminPage, "support-queue");
      await queue.getByText(client.email!).click();
      await adminPage.getByText(QUESTION).waitFor();
      await adminPage.getByLabel("Responder").fill(ANSWER);
      await adminPage.getByRole("button", { name: "Enviar resposta" }).click();
      await adminPage.getByText("Resposta enviada").first().waitFor();
      await journey.check(adminPage, "support-ticket-admin");
    });

    await step("o cliente lê a resposta no chamado", async () => {
      await page.reload();
      await page.getByText(ANSWER).waitFor();
      await page.getByText("Equipe Acolher").waitFor();
      await page.getByText("Respondido").first().waitFor();
      await journey.check(page, "support-ticket");
    });
  });
});
