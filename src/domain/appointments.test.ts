import { describe, expect, it } from "vitest";
import {
  canClientCancel,
  hasEnded,
  hasStarted,
  historyAppointments,
  isHistory,
  isUpcoming,
  offersServiceType,
  servesNeighborhood,
  upcomingAppointments,
} from "./appointments";

// 2026-03-02 14:00 UTC is 11:00 in São Paulo and 10:00 in Manaus.
const NOW = new Date("2026-03-02T14:00:00Z");
const at = (
  appointmentDate: string,
  startTime: string,
  status = "pending",
  timeZone = "America/Sao_Paulo",
) => ({
  appointmentDate,
  startTime,
  status,
  timeZone,
});

describe("appointment time rules", () => {
  it("has started when its start is now or earlier, in the professional's zone", () => {
    expect(hasStarted(at("2026-03-02", "11:00"), NOW)).toBe(true);
    expect(hasStarted(at("2026-03-02", "11:01"), NOW)).toBe(false);
    expect(hasStarted(at("2026-03-02", "10:30", "pending", "America/Manaus"), NOW)).toBe(false);
  });

  it("has ended 60 minutes after its start, across midnight too", () => {
    expect(hasEnded(at("2026-03-02", "10:00"), NOW)).toBe(true);
    expect(hasEnded(at("2026-03-02", "10:01"), NOW)).toBe(false);
    const lateNight = at("2026-03-01", "23:30");
    expect(hasEnded(lateNight, new Date("2026-03-02T03:29:00Z"))).toBe(false);
    expect(hasEnded(lateNight, new Date("2026-03-02T03:30:00Z"))).toBe(true);
  });

  it("lets the client cancel only a pending appointment that has not started", () => {
    expect(canClientCancel(at("2026-03-02", "12:00"), NOW)).toBe(true);
    expect(canClientCancel(at("2026-03-02", "11:00"), NOW)).toBe(false);
    expect(canClientCancel(at("2026-03-02", "12:00", "approved"), NOW)).toBe(false);
  });
});

describe("client lists", () => {
  it("puts future live appointments and past pending ones in the upcoming list", () => {
    expect(isUpcoming(at("2026-03-03", "09:00", "approved"), NOW)).toBe(true);
    expect(isUpcoming(at("2026-03-01", "09:00", "pending"), NOW)).toBe(true);
    for (const status of ["cancelled", "rejected", "auto_rejected"]) {
      expect(isUpcoming(at("2026-03-03", "09:00", status), NOW)).toBe(false);
    }
    expect(isUpcoming(at("2026-03-01", "09:00", "confirmed"), NOW)).toBe(false);
  });

  it("puts past appointments that are not pending in the history", () => {
    expect(isHistory(at("2026-03-01", "09:00", "confirmed"), NOW)).toBe(true);
    expect(isHistory(at("2026-03-01", "09:00", "cancelled"), NOW)).toBe(true);
    expect(isHistory(at("2026-03-01", "09:00", "pending"), NOW)).toBe(false);
  });

  it("puts rejected, unanswered and cancelled requests in the history at once (decision 0200)", () => {
    for (const status of ["cancelled", "rejected", "auto_rejected"]) {
      expect(isHistory(at("2026-03-03", "09:00", status), NOW)).toBe(true);
    }
    expect(isHistory(at("2026-03-03", "09:00", "pending"), NOW)).toBe(false);
    expect(isHistory(at("2026-03-03", "09:00", "approved"), NOW)).toBe(false);
  });

  it("sorts upcoming by date then time ascending and history by date descending", () => {
    const list = [
      at("2026-03-04", "09:00"),
      at("2026-03-03", "15:00"),
      at("2026-03-03", "09:00"),
      at("2026-02-20", "09:00", "confirmed"),
      at("2026-02-25", "09:00", "cancelled"),
      at("2026-03-05", "09:00", "rejected"),
    ];
    expect(
      upcomingAppointments(list, NOW).map((a) => `${a.appointmentDate} ${a.startTime}`),
    ).toEqual(["2026-03-03 09:00", "2026-03-03 15:00", "2026-03-04 09:00"]);
    expect(historyAppointments(list, NOW).map((a) => a.appointmentDate)).toEqual([
      "2026-03-05",
      "2026-02-25",
      "2026-02-20",
    ]);
  });
});

describe("booking rules", () => {
  it("offers presencial only with local_proprio, and online and domiciliar by their own option", () => {
    expect(offersServiceType(["local_proprio"], "presencial")).toBe(true);
    expect(offersServiceType(["online"], "presencial")).toBe(false);
    expect(offersServiceType(["online"], "online")).toBe(true);
    expect(offersServiceType(["local_proprio"], "domiciliar")).toBe(false);
  });

  it("serves a neighbourhood regardless of case and accents", () => {
    expect(servesNeighborhood(["Jardim Paulista", "Moema"], "jardim paulista")).toBe(true);
    expect(servesNeighborhood(["Santa Cecília"], " santa cecilia ")).toBe(true);
    expect(servesNeighborhood(["Moema"], "Pinheiros")).toBe(false);
    expect(servesNeighborhood(["Moema"], null)).toBe(false);
  });
});
