import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithData } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeAppointment } from "../testing/fixtures";
import { stubFetch } from "../testing/stub-fetch";
import { CancelAppointmentButton } from "./cancel-appointment-button";

const appointment = makeAppointment({ appointmentDate: "2026-03-12", startTime: "10:00" });

describe("'Cancelar' asks first (decision 0070)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("'Voltar' keeps the appointment: nothing is sent", async () => {
    const user = userEvent.setup();
    const sent = stubFetch({});
    renderWithData(<CancelAppointmentButton appointment={appointment} />);
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    const alert = screen.getByRole("alertdialog", { name: "Cancelar agendamento?" });
    expect(within(alert).getByText(/Paula Souza em 12\/03\/2026 às 10:00/)).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Voltar" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("confirming sends status cancelled and says so", async () => {
    const user = userEvent.setup();
    const sent = stubFetch({
      [`PUT /api/appointments/${appointment.id}/status`]: [
        200,
        { ...appointment, status: "cancelled" },
      ],
    });
    renderWithData(<CancelAppointmentButton appointment={appointment} />);
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
    stubFetch({
      [`PUT /api/appointments/${appointment.id}/status`]: [
        409,
        { code: "conflict", message: "Não é possível alterar este agendamento." },
      ],
    });
    renderWithData(<CancelAppointmentButton appointment={appointment} />);
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    await user.click(screen.getByRole("button", { name: "Cancelar agendamento" }));
    expect(await screen.findByText("Erro ao cancelar")).toBeInTheDocument();
    expect(
      screen.getByText("Não foi possível cancelar o agendamento. Tente novamente."),
    ).toBeInTheDocument();
  });
});
