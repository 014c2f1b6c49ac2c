/**
 * Issue 16 item 1: a client's booking request rings the professional's bell; the list at
 * /notificacoes links to the agenda and the entry is read once opened.
 */
import { describe, it } from "vitest";
import { makeClient, TEST_PASSWORD } from "../src/server/test/factories";
import { signIn } from "./fixtures/auth";
import { chooseServiceType, openBookingDialog, pickFirstFreeSlot } from "./fixtures/booking";
import { skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";
import { seedBookablePsychologist } from "./fixtures/seed";

const SPEC = "notifications";

describe.skipIf(skipWithoutBrowser)("notification centre", () => {
  const journey = setupJourney(SPEC);

  it("a client books; the professional's bell shows 1, the list leads to the agenda and the bell empties", async () => {
    const db = journey.server.db;
    const psychologist = await seedBookablePsychologist(db, {
      firstName: "Renata",
      lastName: "Campos",
      neighborhood: "Pinheiros",
    });
    const client = await makeClient(db, { firstName: "Otávio", lastName: "Reis" });

    const clientPage = await journey.visitor();
    await step("o cliente solicita um horário", async () => {
      await signIn(clientPage, { email: client.email, password: TEST_PASSWORD });
      await clientPage.goto(`/professional/${psychologist.id}`);
      await openBookingDialog(clientPage);
      await pickFirstFreeSlot(clientPage);
      await chooseServiceType(clientPage, "Presencial (Consultório)");
      await clientPage.getByRole("button", { name: "Solicitar Agendamento" }).click();
      await clientPage.getByText("Agendamento solicitado").first().waitFor();
    });

    const page = await journey.visitor();
    const bell = (name: string) => page.getByRole("link", { name, exact: true });
    await step("o sino da profissional mostra 1", async () => {
      await signIn(page, { email: psychologist.email, password: TEST_PASSWORD });
      await bell("Notificações (1 não lida)").waitFor();
      await journey.check(page, "bell-with-count");
    });
    await step("a lista mostra a solicitação, não lida", async () => {
      await bell("Notificações (1 não lida)").click();
      await page.waitForURL("**/notificacoes");
      await page.getByRole("heading", { name: "Notificações" }).waitFor();
      await page
        .getByRole("link", { name: /^Não lida: Você tem uma nova solicitação de agendamento/ })
        .waitFor();
      await journey.check(page, "notifications-page");
    });
    await step("abrir a notificação leva à agenda e zera o sino", async () => {
      await page
        .getByRole("link", { name: /Você tem uma nova solicitação de agendamento/ })
        .click();
      await page.waitForURL("**/professional/agenda");
      await bell("Notificações").waitFor();
    });
  });
});
