/** Issue 3 "Tests": a new client books and cancels; a past service is confirmed and reviewed. */
import { beforeAll, describe, expect, it } from "vitest";
import { makeClient, TEST_PASSWORD } from "../src/server/test/factories";
import { fillSignUp, newPerson, signIn } from "./fixtures/auth";
import { chooseServiceType, openBookingDialog, pickFirstFreeSlot } from "./fixtures/booking";
import { skipWithoutBrowser } from "./fixtures/browser";
import { action, choose } from "./fixtures/controls";
import { setupJourney, step } from "./fixtures/journey";
import { completeClientProfile } from "./fixtures/profile";
import { seedBookablePsychologist, seedCompletedAppointment } from "./fixtures/seed";

const SPEC = "client";
const NEIGHBORHOOD = "Pinheiros";
const PSYCHOLOGIST = { firstName: "Beatriz", lastName: "Moraes", neighborhood: NEIGHBORHOOD };

describe.skipIf(skipWithoutBrowser)("client journeys", () => {
  const journey = setupJourney(SPEC);
  let psychologistId: string;
  beforeAll(async () => {
    psychologistId = (await seedBookablePsychologist(journey.server.db, PSYCHOLOGIST)).id;
  });
  const psychologistName = `${PSYCHOLOGIST.firstName} ${PSYCHOLOGIST.lastName}`;

  it("a new client finds a psychologist in the neighbourhood, books the first free slot and cancels it", async () => {
    const page = await journey.visitor();
    await step("cria conta e completa o perfil", async () => {
      await page.goto("/register");
      await action(page, "Cadastrar como Cliente").click();
      await page.waitForURL("**/entrar");
      await fillSignUp(page, newPerson("Lucas", "Almeida"));
      await completeClientProfile(page, { city: "São Paulo - SP", neighborhood: NEIGHBORHOOD });
      await page.getByRole("heading", { name: /Lucas/ }).waitFor();
    });
    await step("busca Psicologia em Pinheiros", async () => {
      await page.getByRole("link", { name: /encontrar profissionais/i }).click();
      await page.waitForURL("**/professionals");
      await choose(page, /^especialidade/i, "Psicologia");
      await page.getByRole("checkbox", { name: "Local Próprio" }).check();
      await choose(page, /^bairro/i, NEIGHBORHOOD);
      await page.getByRole("button", { name: "Buscar" }).click();
      await page.getByRole("link", { name: psychologistName }).waitFor();
      expect(new URL(page.url()).searchParams.get("specialty")).toBe("Psicologia");
      await journey.check(page, "search-results");
    });
    await step("abre o perfil", async () => {
      await page.getByRole("link", { name: psychologistName }).click();
      // The card links straight to the lasting address (decision 0357).
      await page.waitForURL((url) => url.pathname.startsWith("/profissional/"));
      await page.getByRole("heading", { name: psychologistName }).waitFor();
      await journey.check(page, "professional-profile");
    });
    let slot = "";
    await step("agenda o primeiro horário livre", async () => {
      await openBookingDialog(page);
      slot = await pickFirstFreeSlot(page);
      await chooseServiceType(page, "Presencial (Consultório)");
      await journey.check(page, "booking-dialog");
      await page.getByRole("button", { name: "Solicitar Agendamento" }).click();
      await page.getByText("Agendamento solicitado").first().waitFor();
    });
    const card = page
      .locator("div")
      .filter({ hasText: psychologistName })
      .filter({
        has: page.getByRole("button", { name: "Cancelar" }),
      });
    await step("vê o agendamento como 'Solicitado'", async () => {
      await page.goto("/appointments");
      await page.getByRole("heading", { name: "Agenda e Avaliações" }).waitFor();
      await card.last().getByText("Solicitado").waitFor();
      await card.last().getByText(slot.slice(0, 5)).waitFor();
      await journey.check(page, "appointments-requested");
    });
    await step("cancela", async () => {
      await card.last().getByRole("button", { name: "Cancelar" }).click();
      await journey.check(page, "cancel-confirmation");
      await page
        .getByRole("alertdialog")
        .getByRole("button", { name: /cancelar/i })
        .click();
      await page.getByText("Agendamento cancelado").first().waitFor();
      await card.getByRole("button", { name: "Cancelar" }).waitFor({ state: "detached" });
      await journey.check(page, "appointments-after-cancel");
    });
  });

  it("a client confirms a past service, reviews it, and the review shows on the profile with the client's name", async () => {
    const db = journey.server.db;
    const client = await makeClient(db, { firstName: "Marina", lastName: "Lopes" });
    await seedCompletedAppointment(db, { clientId: client.id, professionalId: psychologistId });
    const comment = "Atendimento acolhedor e pontual. Recomendo!";
    const page = await journey.visitor();
    const banner = page.getByRole("region", { name: "Confirmação de Serviço Pendente" });
    await step("entra e vê o aviso de confirmação pendente", async () => {
      await signIn(page, { email: client.email, password: TEST_PASSWORD });
      await banner.getByText(psychologistName).waitFor();
      await banner.getByText("Aguardando sua confirmação").waitFor();
      await journey.check(page, "home-pending-confirmation");
    });
    await step("confirma a realização", async () => {
      await banner.getByRole("button", { name: "Confirmar Realização" }).click();
      await page.getByText("Serviço confirmado").first().waitFor();
    });
    await step("avalia com 5 estrelas e comentário", async () => {
      const form = page.getByRole("dialog", { name: `Avaliar ${psychologistName}` });
      await form.waitFor();
      await form.getByRole("radio", { name: "5 estrelas" }).check();
      await form.getByLabel(/coment/i).fill(comment);
      await journey.check(page, "review-form");
      await form.getByRole("button", { name: "Enviar Avaliação" }).click();
      await page.getByText("Avaliação enviada").first().waitFor();
      await form.waitFor({ state: "detached" });
    });
    await step("a avaliação aparece no perfil do profissional", async () => {
      await page.goto(`/professional/${psychologistId}`);
      const review = page.getByRole("listitem").filter({ hasText: comment });
      await review.getByText("Marina Lopes").waitFor();
      await journey.check(page, "profile-with-review");
    });
  });
});
