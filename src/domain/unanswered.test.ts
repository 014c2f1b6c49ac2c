import { describe, expect, it } from "vitest";
import { isUnanswered } from "./unanswered";

// 2026-03-02 14:00 UTC is 11:00 in São Paulo.
const NOW = new Date("2026-03-02T14:00:00Z");
const request = (overrides: Partial<Parameters<typeof isUnanswered>[0]> = {}) => ({
  appointmentDate: "2026-03-05",
  startTime: "10:00",
  timeZone: "America/Sao_Paulo",
  status: "pending",
  createdAt: "2026-03-01T14:00:01Z",
  ...overrides,
});

describe("isUnanswered (decision 0080)", () => {
  it("keeps a pending request that is younger than 48 hours and has not started", () => {
    expect(isUnanswered(request(), NOW)).toBe(false);
  });

  it("expires a pending request that has waited 48 hours", () => {
    expect(isUnanswered(request({ createdAt: "2026-02-28T14:00:00Z" }), NOW)).toBe(true);
    expect(isUnanswered(request({ createdAt: "2026-02-28T14:00:01Z" }), NOW)).toBe(false);
  });

  it("expires a pending request whose start has passed, in the professional's zone", () => {
    expect(isUnanswered(request({ appointmentDate: "2026-03-02", startTime: "11:00" }), NOW)).toBe(
      true,
    );
    expect(isUnanswered(request({ appointmentDate: "2026-03-02", startTime: "11:01" }), NOW)).toBe(
      false,
    );
    // 10:30 in Manaus is 14:30 UTC: still ahead.
    const manaus = request({ appointmentDate: "2026-03-02", startTime: "10:30" });
    expect(isUnanswered({ ...manaus, timeZone: "America/Manaus" }, NOW)).toBe(false);
  });

  it("never touches an answered appointment", () => {
    const old = { appointmentDate: "2026-03-01", createdAt: "2026-01-01T00:00:00Z" };
    for (const status of ["approved", "confirmed", "rejected", "cancelled", "auto_rejected"]) {
      expect(isUnanswered(request({ ...old, status }), NOW)).toBe(false);
    }
  });
});
