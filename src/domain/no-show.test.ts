import { describe, expect, it } from "vitest";
import { canMarkNoShow } from "./no-show";

// 15:00 in São Paulo (UTC-3, no daylight saving since 2019).
const now = new Date("2026-11-26T18:00:00.000Z");
const session = (startTime: string, endTime: string, status = "approved") => ({
  appointmentDate: "2026-11-26",
  startTime,
  endTime,
  timeZone: "America/Sao_Paulo",
  status,
});

describe("canMarkNoShow", () => {
  it("offers the mark once a booked session has ended, not before", () => {
    expect(canMarkNoShow(session("13:00", "14:00"), now)).toBe(true);
    expect(canMarkNoShow(session("14:00", "15:00", "confirmed"), now)).toBe(true);
    expect(canMarkNoShow(session("14:30", "15:20"), now)).toBe(false);
  });

  it("never for a session that was not booked or is already marked", () => {
    for (const status of ["pending", "cancelled", "rejected", "auto_rejected", "no_show"]) {
      expect(canMarkNoShow(session("09:00", "10:00", status), now)).toBe(false);
    }
  });
});
