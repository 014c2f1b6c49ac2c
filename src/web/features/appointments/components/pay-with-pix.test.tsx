import { PAYMENT_MESSAGES } from "@domain/payments";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { AppointmentCard } from "./appointment-card";

// Issue 33, item 2 (decision 0399): 'Pagar com Pix' on the client's card.
const base = makeAppointment({
  status: "approved",
  appointmentDate: "2099-03-02",
  startTime: "10:00",
  endTime: "11:00",
});
const withPix = (overrides: Partial<typeof base> = {}) => ({
  ...base,
  ...overrides,
  payment: { ...base.payment, pixAvailable: true },
});
const PAYLOAD =
  "00020126330014br.gov.bcb.pix0111529982247255204000053039865406180.005802BR5912Jose Antonio6009Sao Paulo62290525abc63041234";
const PIX = {
  payload: PAYLOAD,
  qrSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>',
  amount: "180.00",
  name: "Jose Antonio",
  city: "Sao Paulo",
  txid: "abc",
};
const card = (a: typeof base) => (
  <AppointmentCard appointment={a} cancellable={false} onShowDetails={() => {}} />
);

describe("Pagar com Pix", () => {
  it("shows the QR code, the amount and the code, copies it and says no money passes through Acolher", async () => {
    const user = userEvent.setup();
    const a = withPix();
    const sent = stubApi({ [`GET /api/appointments/${a.id}/pix`]: [200, PIX] });
    renderApp({ ui: card(a) });
    expect(sent).toEqual([]);
    await user.click(screen.getByRole("button", { name: /^Pagar com Pix/ }));
    const dialog = await screen.findByRole("dialog", { name: "Pagar com Pix" });
    const qr = await within(dialog).findByRole("img", { name: "QR Code do Pix desta sessão" });
    expect(qr.getAttribute("src")).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PIX.qrSvg)}`,
    );
    expect(within(dialog).getByText("R$ 180,00")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Pix Copia e Cola")).toHaveValue(PAYLOAD);
    expect(within(dialog).getByText(/Nenhum dinheiro passa pelo Acolher/)).toBeInTheDocument();
    expect(within(dialog).getByText(/nenhuma empresa de pagamentos participa/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Copiar código" }));
    expect(await navigator.clipboard.readText()).toBe(PAYLOAD);
    expect(await screen.findByText("Código copiado")).toBeInTheDocument();
    expect(sent).toEqual([
      { method: "GET", url: `/api/appointments/${a.id}/pix`, body: undefined },
    ]);
  });

  it("is offered on a confirmed session too, and not without a key or on another status", () => {
    stubApi({});
    const { unmount } = renderApp({ ui: card(withPix({ status: "confirmed" })) });
    expect(screen.getByRole("button", { name: /^Pagar com Pix/ })).toBeInTheDocument();
    unmount();
    for (const a of [base, withPix({ status: "pending" }), withPix({ status: "cancelled" })]) {
      const view = renderApp({ ui: card(a) });
      expect(screen.queryByRole("button", { name: /^Pagar com Pix/ })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it("shows the server's message when the code cannot be made", async () => {
    const user = userEvent.setup();
    const a = withPix();
    stubApi({
      [`GET /api/appointments/${a.id}/pix`]: [
        409,
        { code: "conflict", message: PAYMENT_MESSAGES.noPixKey },
      ],
    });
    renderApp({ ui: card(a) });
    await user.click(screen.getByRole("button", { name: /^Pagar com Pix/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent(PAYMENT_MESSAGES.noPixKey);
  });
});
