import type { Appointment } from "@domain/contracts/appointments";
import { act, screen } from "@testing-library/react";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppointmentCard } from "./appointment-card";
import { ProfessionalAppointmentCard } from "./professional-appointment-card";

// Issue 32 (decision 0397): an online session on both sides' cards. The session is on
// 27/11/2026 from 15:00 to 16:00 in São Paulo (18:00-19:00 UTC); its room opens at 14:45.
const ID = "6f1c2d3e-4a5b-4c6d-8e7f-001122334455";
const session = (overrides: Partial<Appointment> = {}) =>
  makeAppointment({
    id: ID,
    status: "approved",
    serviceType: "online",
    appointmentDate: "2026-11-27",
    startTime: "15:00",
    endTime: "16:00",
    room: {
      path: `/sessao/${ID}`,
      opensAt: "2026-11-27T17:45:00.000Z",
      closesAt: "2026-11-27T19:00:00.000Z",
      externalLink: null,
    },
    ...overrides,
  });
const noop = () => {};

function at(iso: string, timers: ("Date" | "setTimeout" | "clearTimeout")[] = ["Date"]) {
  vi.useFakeTimers({ toFake: timers });
  vi.setSystemTime(new Date(iso));
}
afterEach(() => vi.useRealTimers());

const client = (a: Appointment) =>
  renderApp({ ui: <AppointmentCard appointment={a} cancellable={false} onShowDetails={noop} /> });
const professional = (a: Appointment) =>
  renderApp({ ui: <ProfessionalAppointmentCard appointment={a} onShowDetails={noop} /> });
const enter = () => screen.queryByRole("link", { name: "Entrar na sessão" });

describe("the online session on the cards", () => {
  it("before the window: when the room opens, on the session's clock; the client is told of the consent", () => {
    at("2026-11-27T12:00:00Z");
    const { unmount } = client(session());
    expect(screen.getByText("Sala online: abre às 14:45 de 27/11/2026")).toBeVisible();
    expect(enter()).toBeNull();
    expect(
      screen.getByText(
        "Antes da primeira sessão online você lerá e aceitará o termo de consentimento.",
      ),
    ).toBeVisible();
    unmount();

    professional(session());
    expect(screen.getByText("Sala online: abre às 14:45 de 27/11/2026")).toBeVisible();
    expect(screen.getByText("Termo de consentimento ainda não aceito")).toBeVisible();
    expect(screen.queryByText(/você lerá e aceitará/)).toBeNull();
  });

  it("inside the window: 'Entrar na sessão' to the room in Acolher on both sides, even with the professional's own link", () => {
    at("2026-11-27T17:45:00Z");
    const withLink = session({
      room: { ...session().room!, externalLink: "https://meet.example.com/abc-defg" },
    });
    const { unmount } = client(withLink);
    expect(enter()).toHaveAttribute("href", `/sessao/${ID}`);
    expect(screen.queryByText(/Sala online: abre/)).toBeNull();
    unmount();
    professional(withLink);
    expect(enter()).toHaveAttribute("href", `/sessao/${ID}`);
  });

  it("after the window: neither the link nor the opening time", () => {
    at("2026-11-27T19:00:00Z");
    professional(session());
    expect(enter()).toBeNull();
    expect(screen.queryByText(/Sala online/)).toBeNull();
  });

  it("opens by itself when the clock reaches the window, and closes at its end", () => {
    at("2026-11-27T17:44:30Z", ["Date", "setTimeout", "clearTimeout"]);
    client(session());
    expect(enter()).toBeNull();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(enter()).toBeVisible();
    act(() => void vi.advanceTimersByTime(75 * 60_000));
    expect(enter()).toBeNull();
  });

  it("keeps the records: who entered and when, and the consent, on both sides", () => {
    at("2026-11-28T12:00:00Z");
    const done = session({
      status: "confirmed",
      telehealthConsentAt: "2026-11-20T13:00:00.000Z",
      roomEntries: [
        { by: "client", at: "2026-11-27T17:46:00.000Z" },
        { by: "professional", at: "2026-11-27T17:47:00.000Z" },
        { by: "client", at: "2026-11-27T17:52:00.000Z" },
      ],
    });
    const { unmount } = client(done);
    expect(screen.getByText("Você entrou na sala às 14:46 e às 14:52")).toBeVisible();
    expect(screen.getByText("Paula entrou às 14:47")).toBeVisible();
    expect(screen.getByText("Termo aceito em 20/11/2026")).toBeVisible();
    expect(screen.queryByText(/você lerá e aceitará/)).toBeNull();
    unmount();

    professional(done);
    expect(screen.getByText("Você entrou na sala às 14:47")).toBeVisible();
    expect(screen.getByText("Clara entrou às 14:46 e às 14:52")).toBeVisible();
    expect(screen.getByText("Termo de consentimento aceito em 20/11/2026")).toBeVisible();
  });

  it("says nothing of a room on an in-person session, nor on a cancelled one never entered", () => {
    at("2026-11-27T17:50:00Z");
    const { unmount } = professional(
      session({ serviceType: "presencial", room: null, telehealthConsentAt: null }),
    );
    expect(screen.queryByText(/Termo de consentimento|Sala online/)).toBeNull();
    expect(enter()).toBeNull();
    unmount();
    client(session({ status: "cancelled", room: null }));
    expect(screen.queryByText(/termo de consentimento|Sala online/i)).toBeNull();
  });
});
