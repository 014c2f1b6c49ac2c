/**
 * Issue 17 items 4 and 5: the professional's inbox ("expira em"), a rejection with a reason the
 * client reads, and a past session marked 'Não compareceu' that the client contests once.
 */
import { describe, expect, it } from "vitest";
import {
  makeAppointment,
  makeClient,
  makeConfirmation,
  nextWeekday,
  TEST_PASSWORD,
} from "../src/server/test/factories";
import { signIn } from "./fixtures/auth";
import { MOBILE, skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";
import { expectNoSidewaysScroll } from "./fixtures/layout";
import { seedBookablePsychologist } from "./fixtures/seed";

const SPEC = "inbox-no-show";
const HOUR = 3_600_000;
const REASON = "Estarei em um congresso nesta semana; tente a próxima.";

describe.skipIf(skipWithoutBrowser)("the professional's inbox and no-shows", () => {
  const journey = setupJourney(SPEC);

  // Once, on the phone (decision 0371): the checks still read each screen at both widths.
  const viewport = MOBILE;
  it(`rejects a request with a reason, marks a no-show and the client contests it (${viewport.width}px)`, async () => {
    const db = journey.server.db;
    const tag = "Lima";
    const pro = await seedBookablePsychologist(db, {
      firstName: "Marta",
      lastName: tag,
      neighborhood: "Pinheiros",
    });
    const client = await makeClient(db, { firstName: "Otávio", lastName: tag });
    const ids = { clientId: client.id, professionalId: pro.id };
    // Asked 17 hours ago: 31 hours left of the 48 (decision 0080).
    await makeAppointment(db, {
      ...ids,
      date: nextWeekday(3, 2),
      startTime: "14:00",
      endTime: "15:00",
      createdAt: new Date(Date.now() - 17 * HOUR + 60_000),
    });
    await makeConfirmation(db, ids);
    const check = journey.check;

    const proPage = await journey.visitor();
    await proPage.setViewportSize(viewport);
    await step("o profissional vê a solicitação com o tempo que resta", async () => {
      await signIn(proPage, { email: pro.email!, password: TEST_PASSWORD });
      const inbox = proPage.getByRole("list", { name: "Solicitações pendentes" });
      await inbox.getByText("expira em 31 h").waitFor();
      await expectNoSidewaysScroll(proPage, "inbox");
      await check(proPage, "inbox");
    });
    await step("recusa com um motivo", async () => {
      await proPage.getByRole("button", { name: /^Recusar: Otávio/ }).click();
      const dialog = proPage.getByRole("alertdialog", { name: "Recusar solicitação?" });
      await dialog.getByLabel("Motivo (opcional)").fill(REASON);
      await check(proPage, "reject-with-reason");
      await dialog.getByRole("button", { name: "Recusar solicitação" }).click();
      await proPage.getByText("Nenhuma solicitação pendente.").waitFor();
    });
    await step("marca a sessão passada como 'Não compareceu'", async () => {
      await proPage.getByRole("button", { name: /^Não compareceu: Otávio/ }).click();
      const dialog = proPage.getByRole("alertdialog", {
        name: "Registrar que o cliente não compareceu?",
      });
      await dialog.getByRole("button", { name: "Registrar ausência" }).click();
      await proPage.getByText("Você registrou a ausência do cliente.").waitFor();
    });

    const page = await journey.visitor();
    await page.setViewportSize(viewport);
    await step("o cliente lê o motivo da recusa", async () => {
      await signIn(page, { email: client.email!, password: TEST_PASSWORD });
      await page.goto("/appointments");
      await page.getByRole("button", { name: "Histórico" }).click();
      await page.getByText(`Motivo: ${REASON}`).waitFor();
      await page.getByText("Não compareceu").first().waitFor();
      await check(page, "client-history");
    });
    await step("contesta a ausência uma vez", async () => {
      await page.getByRole("tab", { name: "Avaliações e Serviços" }).click();
      await page.getByText("O profissional registrou sua ausência.").waitFor();
      expect(await page.getByRole("button", { name: "Avaliar Profissional" }).count()).toBe(0);
      await page
        .getByRole("button", { name: /^Contestar: Marta/ })
        .first()
        .click();
      const dialog = page.getByRole("alertdialog", { name: "Contestar 'Não compareceu'" });
      await dialog.getByLabel("O que aconteceu").fill("Eu estive lá e esperei na recepção.");
      await check(page, "contest");
      await dialog.getByRole("button", { name: "Enviar contestação" }).click();
      await page
        .getByText(/Você contestou: Eu estive lá/)
        .first()
        .waitFor();
      expect(await page.getByRole("button", { name: /^Contestar/ }).count()).toBe(0);
      await expectNoSidewaysScroll(page, "contested");
    });
    await step("o profissional lê a contestação", async () => {
      await proPage.reload();
      await proPage.getByText(/O cliente contestou: Eu estive lá/).waitFor();
    });
  });
});
