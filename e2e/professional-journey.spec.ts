/**
 * Issue 7 "Tests": a new professional opens a practice (profile, verification, agenda), answers
 * a client's request, confirms the service, and the client's review shows on their profile.
 */
import { describe, expect, it } from "vitest";
import { makeClient, makeCpf, TEST_PASSWORD } from "../src/server/test/factories";
import { fillSignUp, newPerson, signIn } from "./fixtures/auth";
import { chooseServiceType, openBookingDialog, pickFirstFreeSlot } from "./fixtures/booking";
import { skipWithoutBrowser } from "./fixtures/browser";
import { action } from "./fixtures/controls";
import { setupJourney, step } from "./fixtures/journey";
import {
  addWorkingDays,
  endAppointment,
  openNextWorkingDay,
  portraitPng,
  verifyProfessional,
} from "./fixtures/practice";

const SPEC = "professional";
const MASKED = (cpf: string) => cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, "$1.$2.$3-$4");

describe.skipIf(skipWithoutBrowser)("professional journey", () => {
  const journey = setupJourney(SPEC);

  it("a new professional is verified, opens an agenda, approves a booking, confirms the service and receives the client's review", async () => {
    const db = journey.server.db;
    const person = newPerson("Helena", "Duarte");
    const name = `${person.firstName} ${person.lastName}`;
    const page = await journey.visitor();

    await step("cria conta como profissional", async () => {
      await page.goto("/register");
      await action(page, "Cadastrar como Profissional").click();
      await page.waitForURL("**/entrar");
      await fillSignUp(page, person);
      await page.getByRole("region", { name: "Perfil incompleto" }).waitFor();
      await journey.check(page, "dashboard-new");
    });
    await step("envia a foto", async () => {
      await page.getByRole("link", { name: "Completar Perfil" }).click();
      await page.waitForURL("**/profile");
      await page.getByLabel("Arquivo da foto de perfil").setInputFiles({
        name: "retrato.png",
        mimeType: "image/png",
        buffer: await portraitPng(),
      });
      const crop = page.getByRole("dialog", { name: "Ajustar foto de perfil" });
      await crop.getByRole("button", { name: "Salvar foto" }).click();
      await page.getByText("Foto de perfil atualizada com sucesso!").first().waitFor();
    });
    const save = page.getByRole("button", { name: "Salvar informações profissionais" });
    await step("um CPF inválido é recusado", async () => {
      await page.getByLabel("CPF").fill("123.456.789-00");
      await page.getByLabel("Registro profissional").fill("CRP 06/123456");
      await page.getByLabel("Valor do serviço (R$)").fill("180");
      await save.click();
      await page.getByText("CPF inválido").first().waitFor();
      await journey.check(page, "profile-invalid-cpf");
    });
    await step("salva um perfil válido e fica em análise", async () => {
      await page.getByLabel("CPF").fill(MASKED(makeCpf()));
      await save.click();
      await page.getByText("Perfil atualizado com sucesso!").first().waitFor();
      await page.getByRole("region", { name: "Perfil em análise" }).waitFor();
      expect(await page.getByLabel("CPF").isDisabled()).toBe(true);
      await journey.check(page, "profile-in-review");
    });

    const professionalId = await verifyProfessional(db, person.email);

    await step("define segunda a sexta e 50 minutos", async () => {
      await page.goto("/professional/agenda");
      await addWorkingDays(page, ["Segunda", "Terça", "Quarta", "Quinta", "Sexta"]);
      await page.getByRole("button", { name: /Duração do Serviço/ }).click();
      const duration = page.getByRole("dialog", { name: "Duração do Serviço" });
      await duration.getByRole("radio", { name: "50 minutos" }).check();
      await duration.getByRole("button", { name: "Salvar", exact: true }).click();
      await duration.waitFor({ state: "detached" });
      await page.getByRole("button", { name: /^Duração do Serviço 50/ }).waitFor();
    });
    await step("bloqueia um horário", async () => {
      await openNextWorkingDay(page);
      const picker = page.getByRole("dialog", { name: "Gerenciar horários" });
      const slots = picker.getByRole("list", { name: "Horários do dia" }).getByRole("button");
      await slots.first().waitFor();
      expect(await slots.first().textContent()).toMatch(/^09:00 – 09:50/);
      await slots
        .filter({ hasText: /Livre$/ })
        .first()
        .click();
      const confirm = page.getByRole("dialog", { name: "Confirmar Bloqueio" });
      await confirm.getByLabel("Motivo (opcional)").fill("Supervisão clínica");
      await confirm.getByRole("button", { name: "Bloquear horário" }).click();
      await page.getByText("Horário bloqueado com sucesso!").first().waitFor();
      await journey.check(page, "agenda");
    });

    const client = await makeClient(db, { firstName: "Otávio", lastName: "Reis" });
    const clientName = "Otávio Reis";
    const clientPage = await journey.visitor();
    await step("um cliente agenda", async () => {
      await signIn(clientPage, { email: client.email, password: TEST_PASSWORD });
      await clientPage.goto(`/professional/${professionalId}`);
      await clientPage.getByRole("heading", { name }).waitFor();
      await openBookingDialog(clientPage);
      await pickFirstFreeSlot(clientPage);
      await chooseServiceType(clientPage, "Online");
      await clientPage.getByRole("button", { name: "Solicitar Agendamento" }).click();
      await clientPage.getByText("Agendamento solicitado").first().waitFor();
    });
    await step("o profissional confirma em Solicitações", async () => {
      await page.reload();
      await page.getByRole("button", { name: /^Solicitações 1/ }).click();
      const requests = page.getByRole("dialog", { name: "Solicitações de Agendamento" });
      const request = requests.getByRole("listitem", { name: clientName });
      await request.waitFor();
      await journey.check(page, "agenda-requests");
      await request.getByRole("button", { name: "Confirmar" }).click();
      await page.getByText("Status da solicitação atualizado com sucesso!").first().waitFor();
      await requests.getByRole("button", { name: "Fechar" }).click();
    });
    await step("vê a consulta no calendário e em 'Próxima Consulta'", async () => {
      const booked = page.getByRole("button", { name: /com consultas confirmadas/ });
      await booked
        .first()
        .or(page.getByRole("button", { name: "Próximo mês" }))
        .first()
        .waitFor();
      if (!(await booked.count())) await page.getByRole("button", { name: "Próximo mês" }).click();
      await booked.first().waitFor();
      await page.goto("/");
      await page.getByRole("region", { name: "Próxima Consulta" }).getByText(clientName).waitFor();
      await journey.check(page, "dashboard-next-appointment");
    });

    await endAppointment(db, professionalId, 50);

    await step("depois da consulta, o profissional confirma o serviço", async () => {
      await page.reload();
      const row = page.getByRole("listitem").filter({ hasText: clientName });
      await row.getByRole("button", { name: "Confirmar Serviço" }).first().click();
      await page.getByText("Serviço confirmado").first().waitFor();
    });
    const comment = "Escuta atenta e muito profissional.";
    await step("o cliente confirma e avalia", async () => {
      await clientPage.goto("/");
      const banner = clientPage.getByRole("region", { name: "Confirmação de Serviço Pendente" });
      await banner.getByRole("button", { name: "Confirmar Realização" }).click();
      const form = clientPage.getByRole("dialog", { name: `Avaliar ${name}` });
      await form.getByRole("radio", { name: "5 estrelas" }).check();
      await form.getByLabel(/coment/i).fill(comment);
      await form.getByRole("button", { name: "Enviar Avaliação" }).click();
      await clientPage.getByText("Avaliação enviada").first().waitFor();
    });
    await step("a avaliação aparece no perfil do profissional", async () => {
      await page.goto("/profile");
      const review = page.getByRole("listitem").filter({ hasText: comment });
      await review.getByText(clientName).waitFor();
      await journey.check(page, "profile-with-review");
    });
  });
});
