import { screen, within } from "@testing-library/react";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { AppointmentCard } from "./appointment-card";
import { ProfessionalAppointmentCard } from "./professional-appointment-card";

// Decisions 0270-0272 on the appointment cards of both sides.
const ended = makeAppointment({
  status: "approved",
  appointmentDate: "2026-03-02",
  startTime: "10:00",
  endTime: "11:00",
});
const later = makeAppointment({
  status: "approved",
  appointmentDate: "2099-03-02",
  startTime: "10:00",
  endTime: "11:00",
});
const noop = () => {};

describe("'Não compareceu' on the appointment cards", () => {
  it("is offered to the professional on an ended booked session only", () => {
    renderApp({
      ui: (
        <ul>
          <li>
            <ProfessionalAppointmentCard appointment={ended} onShowDetails={noop} />
          </li>
          <li>
            <ProfessionalAppointmentCard appointment={later} onShowDetails={noop} />
          </li>
        </ul>
      ),
    });
    const [past, future] = screen.getAllByRole("listitem");
    expect(within(past!).getByRole("button", { name: /^Não compareceu: / })).toBeVisible();
    expect(within(future!).queryByRole("button", { name: /^Não compareceu/ })).toBeNull();
  });

  it("shows the client the status, who recorded it and 'Contestar' until contested", () => {
    const noShow = { ...ended, status: "no_show" as const };
    const { unmount } = renderApp({
      ui: <AppointmentCard appointment={noShow} cancellable={false} onShowDetails={noop} />,
    });
    expect(screen.getByText("Não compareceu")).toBeVisible();
    expect(screen.getByText("O profissional registrou sua ausência")).toBeVisible();
    expect(screen.getByRole("button", { name: /^Contestar: / })).toBeVisible();
    unmount();

    renderApp({
      ui: (
        <AppointmentCard
          appointment={{
            ...noShow,
            noShowContestedAt: "2026-03-03T10:00:00.000Z",
            noShowContestReason: "Eu estive lá.",
          }}
          cancellable={false}
          onShowDetails={noop}
        />
      ),
    });
    expect(screen.getByText("Você contestou: Eu estive lá.")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Contestar/ })).toBeNull();
  });

  it("shows the client a rejection's reason", () => {
    renderApp({
      ui: (
        <AppointmentCard
          appointment={makeAppointment({ status: "rejected", rejectionReason: "Agenda cheia." })}
          cancellable={false}
          onShowDetails={noop}
        />
      ),
    });
    expect(screen.getByText("Recusado pelo profissional")).toBeVisible();
    expect(screen.getByText("Motivo: Agenda cheia.")).toBeVisible();
  });
});
