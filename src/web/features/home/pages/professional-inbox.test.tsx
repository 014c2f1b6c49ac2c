import type { CurrentUser } from "@domain/contracts/auth";
import type { ProfessionalDashboard } from "@domain/contracts/professional-appointments";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAppointment, makeConfirmation } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser, makeOwnProfessionalProfile } from "@web/test/users";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// Decision 0273: the dashboard opens with the requests waiting for an answer.
const professional: CurrentUser = makeCurrentUser({
  role: "professional",
  firstName: "Paula",
  professionalProfile: makeOwnProfessionalProfile({
    isVerified: true,
    verificationStatus: "verified",
  }),
});
// The page reads the time left against the clock: both stand at one instant, Tuesday 1 December
// 2026 at 08:14:30 in São Paulo, 45.5 minutes before the 09:00 request expires at its start.
const NOW = new Date("2026-12-01T11:14:30Z");
const HOUR = 3_600_000;
const request = makeAppointment({
  id: "11111111-1111-4111-8111-111111111111",
  status: "pending",
  appointmentDate: "2026-12-03",
  startTime: "14:00",
  endTime: "15:00",
  expiresAt: new Date(NOW.getTime() + 31.5 * HOUR).toISOString(),
});
const soon = makeAppointment({
  id: "22222222-2222-4222-8222-222222222222",
  status: "pending",
  appointmentDate: "2026-12-01",
  startTime: "09:00",
  endTime: "10:00",
  expiresAt: "2026-12-01T12:00:00.000Z",
});
const done = makeConfirmation();
const dashboard: ProfessionalDashboard = {
  pendingRequests: [soon, request],
  pendingCount: 2,
  nextAppointment: null,
  todayCount: 0,
  distinctClients: 0,
  averageRating: null,
  reviewCount: 0,
};

beforeAll(() => import("@web/app/areas/professional-area"), 30_000);
beforeAll(() => void vi.spyOn(window, "scrollTo").mockImplementation(() => {}));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function render() {
  const sent = stubApi({
    "GET /api/professional/dashboard": [200, dashboard],
    "GET /api/service-confirmations": [200, [done]],
    [`PUT /api/agenda/appointments/${request.id}/status`]: [
      200,
      { ...request, status: "rejected" },
    ],
    [`POST /api/appointments/${done.appointmentId}/no-show`]: [
      200,
      makeAppointment({ status: "no_show" }),
    ],
  });
  renderApp({ path: "/", user: professional });
  return sent;
}

describe("the professional's inbox on the dashboard", () => {
  it("lists pending requests first, each with the time it has left", async () => {
    render();
    const inbox = await screen.findByRole("list", { name: "Solicitações pendentes" });
    const items = within(inbox).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("expira em 45 min");
    expect(items[1]).toHaveTextContent("expira em 31 h");
    expect(
      within(items[1]!).getByRole("button", { name: /^Confirmar: Clara Lima/ }),
    ).toHaveTextContent("Confirmar 03/12 às 14:00");
    const heading = screen.getByRole("heading", { name: "Solicitações pendentes (2)" });
    const next = screen.getByRole("region", { name: "Próxima Consulta" });
    expect(heading.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("'Recusar' asks first and sends the optional reason the client will read", async () => {
    const user = userEvent.setup();
    const sent = render();
    const inbox = await screen.findByRole("list", { name: "Solicitações pendentes" });
    await user.click(within(inbox).getByRole("button", { name: /^Recusar: .*03\/12\/2026/ }));
    const dialog = screen.getByRole("alertdialog", { name: "Recusar solicitação?" });
    expect(within(dialog).getByText("O cliente verá este motivo.")).toBeVisible();
    await user.type(within(dialog).getByLabelText("Motivo (opcional)"), "Estarei fora.");
    await user.click(within(dialog).getByRole("button", { name: "Recusar solicitação" }));
    expect(await screen.findByText("Status da solicitação atualizado com sucesso!")).toBeVisible();
    expect(sent.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([
      {
        status: "rejected",
        professionalNotes: "Solicitação rejeitada pelo profissional",
        reason: "Estarei fora.",
      },
    ]);
  });

  it("offers 'Não compareceu' beside 'Confirmar Serviço', asking first", async () => {
    const user = userEvent.setup();
    const sent = render();
    await user.click(await screen.findByRole("button", { name: /^Não compareceu: / }));
    const dialog = screen.getByRole("alertdialog", {
      name: "Registrar que o cliente não compareceu?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Registrar ausência" }));
    expect(await screen.findByText("Ausência registrada")).toBeVisible();
    expect(sent.filter((r) => r.method === "POST").map((r) => r.url)).toEqual([
      `/api/appointments/${done.appointmentId}/no-show`,
    ]);
  });

  it("asks again when the window regains focus: a request made meanwhile shows up", async () => {
    const sent = render();
    await screen.findByRole("list", { name: "Solicitações pendentes" });
    const reads = () => sent.filter((r) => r.url === "/api/professional/dashboard").length;
    expect(reads()).toBe(1);
    act(() => {
      window.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("focus"));
    });
    await vi.waitFor(() => expect(reads()).toBe(2));
  });
});
