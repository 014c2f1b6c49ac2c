import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { CancelAppointmentButton } from "./cancel-appointment-button";

const appointment = makeAppointment({ appointmentDate: "2026-03-12", startTime: "10:00" });

describe("'Cancelar' asks first (decision 0070)", () => {
  it("'Voltar' keeps the appointment: nothing is sent", async () => {
    const user = userEvent.setup();
    const sent = stubApi({});
    renderApp({ ui: <CancelAppointmentButton appointment={appointment} /> });
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    const alert = screen.getByRole("alertdialog", { name: "Cancelar agendamento?" });
    expect(within(alert).getByText(/Paula Souza em 12\/03\/2026 às 10:00/)).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Voltar" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("confirming sends status cancelled and says so", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      [`PUT /api/appointments/${appointment.id}/status`]: [
        200,
        { ...appointment, status: "cancelled" },
      ],
    });
    renderApp({ ui: <CancelAppointmentButton appointment={appointment} /> });
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    await user.click(screen.getByRole("button", { name: "Cancelar agendamento" }));
    expect(await screen.findByText("Agendamento cancelado")).toBeInTheDocument();
    expect(
      screen.getByText("Sua solicitação de agendamento foi cancelada com sucesso."),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: "PUT",
        url: `/api/appointments/${appointment.id}/status`,
        body: { status: "cancelled" },
      },
    ]);
  });

  it("a refusal shows 'Erro ao cancelar'", async () => {
    const user = userEvent.setup();
    stubApi({
      [`PUT /api/appointments/${appointment.id}/status`]: [
        409,
        { code: "conflict", message: "Não é possível alterar este agendamento." },
      ],
    });
    renderApp({ ui: <CancelAppointmentButton appointment={appointment} /> });
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    await user.click(screen.getByRole("button", { name: "Cancelar agendamento" }));
    expect(await screen.findByText("Erro ao cancelar")).toBeInTheDocument();
    expect(
      screen.getByText("Não foi possível cancelar o agendamento. Tente novamente."),
    ).toBeInTheDocument();
  });
});
