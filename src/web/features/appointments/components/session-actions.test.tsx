import { addDays, nowInZone } from "@domain/time";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { RescheduleBanner } from "./reschedule-banner";
import { SessionActions } from "./session-actions";

const today = nowInZone("America/Sao_Paulo", new Date()).date;
/** An approved session `days` ahead at 10:00 with a 48-hour notice. */
const session = (days: number, extra = {}) =>
  makeAppointment({
    status: "approved",
    appointmentDate: addDays(today, days),
    startTime: "10:00",
    cancellationNoticeHours: 48,
    ...extra,
  });

describe("'Cancelar' on an approved session (decisions 0250, 0251)", () => {
  it("warns inside the notice and sends the reason", async () => {
    const user = userEvent.setup();
    const a = session(1);
    const sent = stubApi({
      [`PUT /api/appointments/${a.id}/status`]: [200, { ...a, status: "cancelled" }],
    });
    renderApp({ ui: <SessionActions appointment={a} otherName="Paula Souza" /> });
    await user.click(screen.getByRole("button", { name: /^Cancelar: Paula Souza/ }));
    const dialog = screen.getByRole("dialog", { name: "Cancelar sessão?" });
    expect(
      within(dialog).getByText(
        "Cancelamento com menos de 48 h de antecedência será registrado como cancelamento tardio.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText("Só esta")).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Motivo (opcional)"), "Viagem");
    await user.click(within(dialog).getByRole("button", { name: "Cancelar sessão" }));
    expect(await screen.findByText("Sessão cancelada")).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ status: "cancelled", reason: "Viagem", scope: "this" });
  });

  it("offers 'Esta e as próximas' for a series and no warning outside the notice", async () => {
    const user = userEvent.setup();
    const a = session(10, { seriesId: "s1" });
    const sent = stubApi({
      [`PUT /api/appointments/${a.id}/status`]: [200, { ...a, status: "cancelled" }],
    });
    renderApp({ ui: <SessionActions appointment={a} otherName="Paula Souza" /> });
    await user.click(screen.getByRole("button", { name: /^Cancelar: Paula Souza/ }));
    const dialog = screen.getByRole("dialog", { name: "Cancelar sessão?" });
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText("Esta e as próximas"));
    await user.click(within(dialog).getByRole("button", { name: "Cancelar sessão" }));
    await screen.findByText("Sessão cancelada");
    expect(sent[0]?.body).toEqual({ status: "cancelled", reason: null, scope: "following" });
  });

  it("is not offered on a pending request or without a reschedule dialog", () => {
    stubApi({});
    renderApp({
      ui: <SessionActions appointment={session(3, { status: "pending" })} otherName="Paula" />,
    });
    expect(screen.queryByRole("button", { name: /^Cancelar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Remarcar/ })).not.toBeInTheDocument();
  });
});

describe("a pending reschedule proposal (decision 0252)", () => {
  const proposal = {
    id: "r1",
    proposedBy: "professional" as const,
    appointmentDate: "2026-11-27",
    startTime: "14:00",
    endTime: "15:00",
    createdAt: "2026-11-20T12:00:00.000Z",
  };

  it("the other side accepts or declines", async () => {
    const user = userEvent.setup();
    const a = session(5, { pendingReschedule: proposal });
    const sent = stubApi({
      [`PUT /api/appointments/${a.id}/reschedule/r1`]: [200, { ...a, pendingReschedule: null }],
    });
    renderApp({ ui: <RescheduleBanner appointment={a} viewer="client" /> });
    expect(screen.getByText(/^Remarcação proposta: .*, 27\/11 às 14:00$/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retirar proposta" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Aceitar" }));
    expect(await screen.findByText("Sessão remarcada")).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ status: "accepted" });
  });

  it("the proposer only withdraws", () => {
    stubApi({});
    renderApp({
      ui: (
        <RescheduleBanner
          appointment={session(5, { pendingReschedule: proposal })}
          viewer="professional"
        />
      ),
    });
    expect(screen.getByRole("button", { name: "Retirar proposta" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Aceitar" })).not.toBeInTheDocument();
  });
});
