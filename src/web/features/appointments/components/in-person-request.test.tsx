import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { AppointmentCard } from "./appointment-card";
import { ProfessionalAppointmentCard } from "./professional-appointment-card";

// Issue 32, item 4 (decision 0396): 'Prefiro atendimento presencial' on both sides' cards.
const online = makeAppointment({
  status: "approved",
  serviceType: "online",
  appointmentDate: "2099-03-02",
  startTime: "10:00",
  endTime: "11:00",
});
const requested = { ...online, inPersonRequestedAt: "2099-03-01T10:00:00.000Z" };
const noop = () => {};
const clientCard = (a: typeof online) => (
  <AppointmentCard appointment={a} cancellable={false} onShowDetails={noop} />
);
const proCard = (a: typeof online) => (
  <ProfessionalAppointmentCard appointment={a} onShowDetails={noop} />
);

describe("the client's card", () => {
  it("offers the request with the right explained, and sends it on confirmation", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      [`POST /api/appointments/${online.id}/in-person`]: [200, requested],
      "GET /api/appointments/client": [200, [requested]],
    });
    renderApp({ ui: clientCard(online) });
    await user.click(screen.getByRole("button", { name: "Prefiro atendimento presencial" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/Lei 14\.510\/2022/)).toBeVisible();
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Pedir atendimento presencial" }));
    expect(await screen.findByText("Pedido enviado")).toBeInTheDocument();
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", url: `/api/appointments/${online.id}/in-person`, body: undefined },
    ]);
  });

  it("says the request was sent instead of offering it again", () => {
    renderApp({ ui: clientCard(requested) });
    expect(screen.getByText("Pedido de atendimento presencial enviado")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Prefiro atendimento presencial" })).toBeNull();
  });

  it("offers nothing for an in-person, past or closed session, or without an office", () => {
    const cases = [
      { ...online, serviceType: "presencial" as const },
      { ...online, appointmentDate: "2020-03-02" },
      { ...online, status: "cancelled" as const },
      {
        ...online,
        professional: {
          ...online.professional,
          professionalProfile: { ...online.professional.professionalProfile, officeAddress: null },
        },
      },
    ];
    for (const a of cases) {
      const { unmount } = renderApp({ ui: clientCard(a) });
      expect(screen.queryByRole("button", { name: "Prefiro atendimento presencial" })).toBeNull();
      unmount();
    }
  });
});

describe("the professional's card", () => {
  it("shows the request with both answers, and sends the one chosen", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      [`POST /api/appointments/${online.id}/in-person/answer`]: [
        200,
        { ...online, serviceType: "presencial" },
      ],
    });
    renderApp({ ui: proCard(requested) });
    expect(screen.getByText("Clara Lima pediu atendimento presencial")).toBeVisible();
    expect(screen.getByRole("button", { name: "Manter online" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Aceitar presencial" }));
    expect(await screen.findByText("A sessão passou a ser presencial.")).toBeInTheDocument();
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      {
        method: "POST",
        url: `/api/appointments/${online.id}/in-person/answer`,
        body: { accept: true },
      },
    ]);
  });

  it("shows nothing without a request", () => {
    renderApp({ ui: proCard(online) });
    expect(screen.queryByText(/pediu atendimento presencial/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Aceitar presencial" })).toBeNull();
  });
});
