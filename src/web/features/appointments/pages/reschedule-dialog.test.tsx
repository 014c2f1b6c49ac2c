import { screen } from "@testing-library/react";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RescheduleDialog } from "./reschedule-dialog";

/** The dialog's sentence about the session as it stands. */
async function currentSession(appointmentDate: string) {
  const a = makeAppointment({ status: "approved", appointmentDate, startTime: "23:30" });
  stubApi({
    [`GET /api/agenda/availability/${a.professionalId}`]: [200, []],
    [`GET /api/agenda/settings/${a.professionalId}`]: [
      200,
      { serviceDuration: 60, timeZone: "America/Sao_Paulo" },
    ],
  });
  renderApp({ ui: <RescheduleDialog appointment={a} onClose={() => undefined} /> });
  const dialog = await screen.findByRole("dialog", { name: "Remarcar sessão" });
  return dialog.querySelector("p")?.textContent ?? "";
}

/** Friday 27 November 2026, 22:30 in São Paulo: already Saturday 28 in UTC. */
const LATE_FRIDAY = new Date("2026-11-28T01:30:00Z");

describe("'Remarcar sessão' says when the session is now (issue 29, item 6)", () => {
  afterEach(() => vi.useRealTimers());

  it("names another day by its date, never 'Hoje'", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(LATE_FRIDAY);
    const text = await currentSession("2026-12-01");
    expect(text).toMatch(
      /^A sessão está marcada para terça-feira, 1 de dezembro de 2026 às 23:30\./,
    );
    expect(text).not.toMatch(/hoje/i);
  });

  it("says 'hoje' only on the professional's today, not the UTC one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(LATE_FRIDAY);
    expect(await currentSession("2026-11-27")).toMatch(
      /^A sessão está marcada para hoje às 23:30\./,
    );
  });

  it("keeps the UTC date a date: Saturday is tomorrow in São Paulo", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(LATE_FRIDAY);
    expect(await currentSession("2026-11-28")).toMatch(
      /^A sessão está marcada para sábado, 28 de novembro de 2026 às 23:30\./,
    );
  });
});
