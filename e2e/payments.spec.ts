/**
 * Issue 33 (decisions 0399-0401): getting paid, for real. The client of a psychologist (at
 * 390 px) opens the session's Pix code, says "Já paguei" with their CPF; the psychologist (at
 * 1280 px) marks "Pagamento recebido", finds the Receita Saúde receipt to issue in "Financeiro"
 * with the CPF and marks it issued; the client then downloads the reimbursement receipt.
 */
import { describe, expect, it } from "vitest";
import { agendaSettings } from "../src/server/db/schema";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  TEST_PASSWORD,
} from "../src/server/test/factories";
import { signIn } from "./fixtures/auth";
import { MOBILE, skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";

describe.skipIf(skipWithoutBrowser)("payments", () => {
  const journey = setupJourney("payments");

  it("Pix code, 'Já paguei', 'Pagamento recebido', Financeiro's Receita Saúde and the receipt", async () => {
    const db = journey.server.db;
    const pro = await makeProfessional(db, {
      specialty: "Psicologia",
      price: "180.00",
      user: { firstName: "Helena", lastName: "Pagamentos" },
    });
    await db
      .insert(agendaSettings)
      .values({
        professionalId: pro.id,
        pixKeyType: "email",
        pixKey: "helena@exemplo.com",
        pixName: "Helena Pagamentos",
        pixCity: "Sao Paulo",
      })
      .onConflictDoUpdate({
        target: agendaSettings.professionalId,
        set: {
          pixKeyType: "email",
          pixKey: "helena@exemplo.com",
          pixName: "Helena Pagamentos",
          pixCity: "Sao Paulo",
        },
      });
    const client = await makeClient(db, { firstName: "Caio", lastName: "Pagante" });
    await makeAppointment(db, {
      clientId: client.id,
      professionalId: pro.id,
      date: nextWeekday(3),
      startTime: "10:00",
      endTime: "11:00",
      status: "approved",
      serviceType: "online",
    });
    const name = "Helena Pagamentos";

    const clientPage = await journey.visitor();
    await clientPage.setViewportSize(MOBILE);
    await signIn(clientPage, { email: client.email!, password: TEST_PASSWORD });
    await step("o cliente vê o Pix da sessão", async () => {
      await clientPage.goto("/appointments");
      await clientPage.getByRole("button", { name: `Pagar com Pix: ${name}` }).click();
      const dialog = clientPage.getByRole("dialog", { name: "Pagar com Pix" });
      await dialog.getByRole("img", { name: "QR Code do Pix desta sessão" }).waitFor();
      await dialog.getByText("R$ 180,00").waitFor();
      expect(await dialog.getByLabel("Pix Copia e Cola").inputValue()).toContain("br.gov.bcb.pix");
      await journey.check(clientPage, "pix-code");
      await clientPage.keyboard.press("Escape");
    });

    await step("o cliente diz 'Já paguei' com o CPF", async () => {
      await clientPage.getByRole("button", { name: `Já paguei: ${name}` }).click();
      const dialog = clientPage.getByRole("dialog", { name: "Já paguei" });
      await dialog.getByText(/IN RFB 2\.240\/2024/).waitFor();
      await dialog.getByLabel("CPF de quem pagou").fill("52998224726");
      await dialog.getByRole("button", { name: "Confirmar" }).click();
      await dialog.getByText("CPF inválido.").waitFor();
      await dialog.getByLabel("CPF de quem pagou").fill("52998224725");
      await journey.check(clientPage, "client-paid");
      await dialog.getByRole("button", { name: "Confirmar" }).click();
      await clientPage.getByText(/^Você informou o pagamento em \d\d\/\d\d\/\d{4}/).waitFor();
    });

    const proPage = await journey.visitor();
    await signIn(proPage, { email: pro.email, password: TEST_PASSWORD });
    await step("a psicóloga marca 'Pagamento recebido'", async () => {
      await proPage.goto("/professional/appointments");
      await proPage
        .getByText(/^Pagamento informado pelo cliente em/)
        .first()
        .waitFor();
      await proPage.getByRole("button", { name: "Pagamento recebido: Caio Pagante" }).click();
      const dialog = proPage.getByRole("dialog", { name: "Pagamento recebido" });
      // A session booked without a recorded price: the professional types the amount.
      await dialog.getByLabel("Valor (R$)").fill("180,00");
      await journey.check(proPage, "received");
      await dialog.getByRole("button", { name: "Salvar" }).click();
      await proPage
        .getByText(/^Pagamento recebido: R\$ 180,00 em/)
        .first()
        .waitFor();
    });

    await step("o Financeiro mostra o recibo Receita Saúde a emitir, com o CPF", async () => {
      await proPage.goto("/financeiro");
      await proPage.getByRole("heading", { level: 1, name: "Financeiro" }).waitFor();
      const pending = proPage.getByRole("list", { name: "Recibos pendentes" });
      await pending.getByText("529.982.247-25").waitFor();
      await pending.getByText(/28\/02\/20\d\d|29\/02\/20\d\d/).waitFor();
      await journey.check(proPage, "financeiro");
      await pending.getByRole("button", { name: /^Recibo emitido: Caio Pagante/ }).click();
      await proPage.getByText("Nenhum recibo pendente.").waitFor();
    });

    await step("o cliente baixa o recibo de reembolso", async () => {
      await clientPage.goto("/appointments");
      const link = clientPage.getByRole("link", { name: `Baixar recibo: ${name}` });
      await link.waitFor();
      const href = await link.getAttribute("href");
      const pdf = await clientPage.request.get(href!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    });
  });
});
