import { screen } from "@testing-library/react";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { AppointmentCard } from "./appointment-card";

// Issue 33, item 5 (decision 0401): 'Baixar recibo' on the client's card once received.
const base = makeAppointment({
  status: "confirmed",
  appointmentDate: "2026-11-27",
  startTime: "14:00",
  endTime: "15:00",
});
const card = (a: typeof base) => (
  <AppointmentCard appointment={a} cancellable={false} onShowDetails={() => {}} />
);

describe("Baixar recibo", () => {
  it("links the receipt's PDF as a download once the professional marked the payment received", () => {
    const a = {
      ...base,
      payment: {
        ...base.payment,
        clientPaidAt: "2026-11-27T18:00:00.000Z",
        receivedOn: "2026-11-27",
        receivedAmount: "180.00",
        receivedMethod: "pix" as const,
      },
    };
    const sent = stubApi({});
    renderApp({ ui: card(a) });
    const link = screen.getByRole("link", { name: /^Baixar recibo/ });
    expect(link).toHaveAttribute("href", `/api/appointments/${a.id}/receipt.pdf`);
    expect(link).toHaveAttribute("download");
    expect(link).toHaveTextContent("Baixar recibo");
    // Nothing is fetched until the client asks: the browser downloads the file itself.
    expect(sent).toEqual([]);
  });

  it("is not there before the payment is received, even after the client's 'Já paguei'", () => {
    stubApi({});
    renderApp({
      ui: card({ ...base, payment: { ...base.payment, clientPaidAt: "2026-11-27T18:00:00.000Z" } }),
    });
    expect(screen.getByRole("button", { name: /^Ver Detalhes/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Baixar recibo/ })).toBeNull();
  });
});
