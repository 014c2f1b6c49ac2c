import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { SeriesRequestCard } from "./series-request-card";

// Decision 0261: a series is answered once; conflicting dates are shown and ticked to skip.
const SERIES = "5d2c1e0a-0000-4000-8000-000000000001";
const dates = ["2026-03-03", "2026-03-10", "2026-03-17"];
const requests = dates.map((appointmentDate) =>
  makeAppointment({ appointmentDate, startTime: "14:00", endTime: "15:00", seriesId: SERIES }),
);
const series = {
  id: SERIES,
  frequency: "weekly",
  count: 3,
  client: requests[0]!.client,
  occurrences: requests.map((r, i) => ({
    id: r.id,
    appointmentDate: r.appointmentDate,
    startTime: "14:00",
    endTime: "15:00",
    status: "pending",
    conflict: i === 1 ? "blocked" : null,
  })),
};
const routes = {
  [`GET /api/agenda/series/${SERIES}`]: [200, series] as const,
  [`PUT /api/agenda/series/${SERIES}/status`]: [200, series] as const,
};
const card = <SeriesRequestCard professionalId="p1" seriesId={SERIES} requests={requests} />;

describe("a series request in the professional's requests", () => {
  it("shows its dates with the conflict marked and ticked, and approves skipping it", async () => {
    const user = userEvent.setup();
    const sent = stubApi(routes);
    renderApp({ ui: card });
    expect(await screen.findByText("Horário bloqueado")).toBeInTheDocument();
    expect(screen.getByText("Série semanal · 3 datas")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Pular 10/03/2026" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Pular 03/03/2026" })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Confirmar série" }));
    expect(await screen.findByText("Série confirmada")).toBeInTheDocument();
    expect(sent.filter((r) => r.method === "PUT")).toEqual([
      {
        method: "PUT",
        url: `/api/agenda/series/${SERIES}/status`,
        body: { status: "approved", skip: [requests[1]!.id] },
      },
    ]);
  });

  it("'Recusar série' asks first and sends the optional reason", async () => {
    const user = userEvent.setup();
    const sent = stubApi(routes);
    renderApp({ ui: card });
    await user.click(await screen.findByRole("button", { name: "Recusar série" }));
    const alert = screen.getByRole("alertdialog", { name: "Recusar a série inteira?" });
    await user.type(within(alert).getByLabelText(/Motivo/), "Agenda cheia em março");
    await user.click(within(alert).getByRole("button", { name: "Recusar série" }));
    expect(await screen.findByText("Série recusada")).toBeInTheDocument();
    expect(sent.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([
      { status: "rejected", reason: "Agenda cheia em março" },
    ]);
  });
});
