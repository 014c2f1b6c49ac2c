import type { Appointment } from "@domain/contracts/appointments";
import type { PaymentStatus } from "@domain/contracts/payments";
import { PAYMENT_MESSAGES } from "@domain/payments";
import { nowInZone } from "@domain/time";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { type Answer, stubApi } from "@web/test/stub-api";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { AppointmentCard } from "./appointment-card";
import { ProfessionalAppointmentCard } from "./professional-appointment-card";

// Issue 33, item 3 (decision 0400): 'Já paguei' and 'Pagamento recebido' on the cards.
const base = makeAppointment({ status: "approved", appointmentDate: "2099-03-02" });
const withPayment = (payment: Partial<PaymentStatus>, overrides: Partial<Appointment> = {}) => ({
  ...base,
  ...overrides,
  payment: { ...base.payment, ...payment },
});
const PROFESSIONAL = "Paula Souza";
const paidUrl = `/api/appointments/${base.id}/payment/paid`;
const clientCard = (a: Appointment) => (
  <AppointmentCard appointment={a} cancellable={false} onShowDetails={() => {}} />
);

describe("'Já paguei' on the client's card", () => {
  it("asks a psychologist's client for a valid CPF and sends its digits with the dependent", async () => {
    const user = userEvent.setup();
    const sent = stubApi({ [`POST ${paidUrl}`]: [200, base.payment] });
    renderApp({ ui: clientCard(withPayment({ receitaSaude: true })) });
    await user.click(screen.getByRole("button", { name: `Já paguei: ${PROFESSIONAL}` }));
    const dialog = await screen.findByRole("dialog", { name: "Já paguei" });
    expect(dialog).toHaveTextContent(
      "Paula precisa emitir o recibo Receita Saúde desta sessão (IN RFB 2.240/2024). Seu CPF é pedido por obrigação legal e só Paula Souza o vê.",
    );
    const cpf = within(dialog).getByLabelText("CPF de quem pagou");
    await user.type(cpf, "12345678900");
    expect(cpf).toHaveValue("123.456.789-00");
    await user.click(within(dialog).getByRole("button", { name: "Confirmar" }));
    expect(await within(dialog).findByText("CPF inválido.")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(cpf);
    await user.type(cpf, "52998224725");
    await user.click(
      within(dialog).getByRole("checkbox", { name: "A sessão foi para outra pessoa (dependente)" }),
    );
    await user.type(within(dialog).getByLabelText("Nome de quem foi atendido"), "Lia Lima");
    await user.type(within(dialog).getByLabelText("CPF de quem foi atendido"), "11144477735");
    await user.click(within(dialog).getByRole("button", { name: "Confirmar" }));
    expect(await screen.findByText("Pagamento informado")).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: "POST",
        url: paidUrl,
        body: { payerCpf: "52998224725", beneficiary: { name: "Lia Lima", cpf: "11144477735" } },
      },
    ]);
  });

  it("only confirms for a nutritionist's client, sending nothing personal", async () => {
    const user = userEvent.setup();
    const sent = stubApi({ [`POST ${paidUrl}`]: [200, base.payment] });
    renderApp({ ui: clientCard(withPayment({ receitaSaude: false }, { status: "confirmed" })) });
    await user.click(screen.getByRole("button", { name: `Já paguei: ${PROFESSIONAL}` }));
    const dialog = await screen.findByRole("dialog", { name: "Já paguei" });
    expect(dialog).toHaveTextContent(
      "Avise Paula Souza que você pagou esta sessão. Nenhum dinheiro passa pelo Acolher.",
    );
    expect(within(dialog).queryByLabelText("CPF de quem pagou")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Confirmar" }));
    expect(await screen.findByText("Pagamento informado")).toBeInTheDocument();
    expect(sent).toEqual([{ method: "POST", url: paidUrl, body: {} }]);
  });

  it("reads what was said in pt-BR, offers 'Desfazer' and the missing CPF", async () => {
    const user = userEvent.setup();
    const sent = stubApi({ [`DELETE ${paidUrl}`]: [200, base.payment] });
    const paid = renderApp({
      ui: clientCard(withPayment({ clientPaidAt: "2026-11-27T15:00:00.000Z" })),
    });
    expect(screen.getByText("Você informou o pagamento em 27/11/2026")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Já paguei/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: `Desfazer 'Já paguei': ${PROFESSIONAL}` }));
    expect(sent).toEqual([{ method: "DELETE", url: paidUrl, body: undefined }]);
    paid.unmount();

    renderApp({
      ui: clientCard(
        withPayment({
          receitaSaude: true,
          receivedOn: "2026-11-27",
          receivedAmount: "180.00",
          receivedMethod: "pix",
        }),
      ),
    });
    expect(
      screen.getByText("Pagamento recebido: R$ 180,00 em 27/11/2026 · Pix"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Desfazer/ })).not.toBeInTheDocument();
    await user.click(
      screen.getByRole("button", {
        name: `Informe seu CPF para o recibo Receita Saúde: ${PROFESSIONAL}`,
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Já paguei" });
    expect(within(dialog).getByLabelText("CPF de quem pagou")).toBeInTheDocument();
  });

  it("is not offered on a pending or cancelled session", () => {
    stubApi({});
    for (const status of ["pending", "cancelled"] as const) {
      const view = renderApp({ ui: clientCard(withPayment({ receitaSaude: true }, { status })) });
      expect(screen.queryByRole("button", { name: /^Já paguei/ })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});

const CLIENT = "Clara Lima";
const receivedUrl = `/api/appointments/${base.id}/payment/received`;
const professionalCard = (a: Appointment) => (
  <ProfessionalAppointmentCard appointment={a} onShowDetails={() => {}} />
);

describe("'Pagamento recebido' on the professional's card", () => {
  it("sends the day, the amount and the method, showing the server's refusal under its field", async () => {
    const user = userEvent.setup();
    const answers: Answer[] = [
      [
        400,
        {
          code: "bad_request",
          message: PAYMENT_MESSAGES.receivedInFuture,
          fieldErrors: { receivedOn: [PAYMENT_MESSAGES.receivedInFuture] },
        },
      ],
      [200, base.payment],
    ];
    const sent = stubApi({ [`POST ${receivedUrl}`]: () => answers.shift()! });
    const a = withPayment(
      {},
      {
        acceptedPolicy: {
          cancellationNoticeHours: 24,
          bookingPolicy: null,
          price: "180.00",
          startingFrom: false,
          appointmentDate: base.appointmentDate,
          startTime: base.startTime,
          endTime: base.endTime,
          serviceType: "online",
          acceptedAt: "2026-03-01T12:00:00.000Z",
        },
      },
    );
    // A Wednesday at 23:30 in São Paulo on 30 December, already the 31st in UTC: the default
    // day is the professional's.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-31T02:30:00Z"));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    renderApp({ ui: professionalCard(a) });
    await user.click(screen.getByRole("button", { name: `Pagamento recebido: ${CLIENT}` }));
    const dialog = await screen.findByRole("dialog", { name: "Pagamento recebido" });
    expect(nowInZone(base.timeZone, new Date()).date).toBe("2026-12-30");
    expect(within(dialog).getByLabelText("Data do recebimento")).toHaveValue("2026-12-30");
    expect(within(dialog).getByLabelText("Valor (R$)")).toHaveValue("180,00");
    const method = within(dialog).getByLabelText("Forma de pagamento");
    expect(
      within(method)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Pix", "Dinheiro", "Cartão", "Transferência", "Convênio"]);
    await user.selectOptions(method, "Dinheiro");
    await user.click(within(dialog).getByRole("button", { name: "Salvar" }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.receivedInFuture)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Pagamento registrado")).toBeInTheDocument();
    const body = { receivedOn: "2026-12-30", amount: "180.00", method: "dinheiro" };
    expect(sent).toEqual([
      { method: "POST", url: receivedUrl, body },
      { method: "POST", url: receivedUrl, body },
    ]);
  });

  it("reads both marks in pt-BR and undoes 'recebido' after asking", async () => {
    const user = userEvent.setup();
    const sent = stubApi({ [`DELETE ${receivedUrl}`]: [200, base.payment] });
    const paid = renderApp({
      ui: professionalCard(withPayment({ clientPaidAt: "2026-11-27T15:00:00.000Z" })),
    });
    expect(screen.getByText("Pagamento informado pelo cliente em 27/11/2026")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: `Pagamento recebido: ${CLIENT}` }),
    ).toBeInTheDocument();
    paid.unmount();

    renderApp({
      ui: professionalCard(
        withPayment({
          receivedOn: "2026-11-27",
          receivedAmount: "180.00",
          receivedMethod: "cartao",
        }),
      ),
    });
    expect(
      screen.getByText("Pagamento recebido: R$ 180,00 em 27/11/2026 · Cartão"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pagamento recebido/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: `Desfazer recebimento: ${CLIENT}` }));
    expect(sent).toEqual([]);
    const confirm = await screen.findByRole("alertdialog", { name: "Desfazer recebimento?" });
    await user.click(within(confirm).getByRole("button", { name: "Desfazer recebimento" }));
    expect(sent).toEqual([{ method: "DELETE", url: receivedUrl, body: undefined }]);
  });

  it("is not offered on a pending or cancelled session", () => {
    stubApi({});
    for (const status of ["pending", "cancelled"] as const) {
      const view = renderApp({ ui: professionalCard(withPayment({}, { status })) });
      expect(screen.queryByRole("button", { name: /^Pagamento recebido/ })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
