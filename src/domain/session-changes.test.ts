import { describe, expect, it } from "vitest";
import { appointmentOutcome } from "./appointment-outcome";
import { isChangeableSession, isInsideNotice, lateCancellationWarning } from "./session-changes";

const session = {
  status: "approved" as const,
  appointmentDate: "2026-12-10",
  startTime: "14:00",
  timeZone: "America/Sao_Paulo",
  cancellationNoticeHours: 24 as number | null,
};
// 14:00 in São Paulo is 17:00 UTC.
const at = (iso: string) => new Date(iso);

describe("isInsideNotice", () => {
  it("is true less than the notice before the start, false at or beyond it", () => {
    expect(isInsideNotice(session, at("2026-12-09T17:30:00Z"))).toBe(true);
    expect(isInsideNotice(session, at("2026-12-09T17:00:00Z"))).toBe(false);
    expect(isInsideNotice(session, at("2026-12-09T16:00:00Z"))).toBe(false);
  });

  it("is never true with no notice or none frozen", () => {
    const soon = at("2026-12-10T16:50:00Z");
    expect(isInsideNotice({ ...session, cancellationNoticeHours: 0 }, soon)).toBe(false);
    expect(isInsideNotice({ ...session, cancellationNoticeHours: null }, soon)).toBe(false);
  });
});

describe("isChangeableSession", () => {
  it("is an approved or confirmed session that has not started", () => {
    const before = at("2026-12-10T16:59:00Z");
    expect(isChangeableSession(session, before)).toBe(true);
    expect(isChangeableSession({ ...session, status: "confirmed" }, before)).toBe(true);
    expect(isChangeableSession({ ...session, status: "pending" }, before)).toBe(false);
    expect(isChangeableSession(session, at("2026-12-10T17:00:00Z"))).toBe(false);
  });
});

it("words the warning with the session's notice", () => {
  expect(lateCancellationWarning(24)).toBe(
    "Cancelamento com menos de 24 h de antecedência será registrado como cancelamento tardio.",
  );
});

describe("a cancelled session's lines (appointmentOutcome)", () => {
  it("shows the typed reason and the late mark to both sides", () => {
    const cancelled = {
      status: "cancelled" as const,
      cancelledBy: "client" as const,
      professionalNotes: null,
      cancellationReason: "Viagem",
      lateCancellation: true,
    };
    expect(appointmentOutcome(cancelled, "professional")).toEqual([
      "Cancelado pelo cliente",
      "Motivo: Viagem",
      "Cancelamento tardio",
    ]);
    expect(appointmentOutcome({ ...cancelled, lateCancellation: false }, "client")).toEqual([
      "Cancelado por você",
      "Motivo: Viagem",
    ]);
  });
});
