import { describe, expect, it } from "vitest";
import { remainingThisWeek, weekOf } from "./agenda";

const ZONE = "America/Sao_Paulo";
const at = (appointmentDate: string, startTime: string, status = "approved") => ({
  appointmentDate,
  startTime,
  status,
  timeZone: ZONE,
});
const dates = (list: { appointmentDate: string; startTime: string }[]) =>
  list.map((a) => `${a.appointmentDate} ${a.startTime}`);

describe("weekOf", () => {
  it("runs Sunday to Saturday, across months and years", () => {
    expect(weekOf("2026-03-04")).toEqual({ start: "2026-03-01", end: "2026-03-07" });
    expect(weekOf("2026-03-01")).toEqual({ start: "2026-03-01", end: "2026-03-07" });
    expect(weekOf("2026-03-07")).toEqual({ start: "2026-03-01", end: "2026-03-07" });
    expect(weekOf("2026-04-02")).toEqual({ start: "2026-03-29", end: "2026-04-04" });
    expect(weekOf("2026-01-01")).toEqual({ start: "2025-12-28", end: "2026-01-03" });
  });
});

describe("remainingThisWeek (Serviços Restantes)", () => {
  // Wednesday 2026-04-01 12:00 in São Paulo (15:00 UTC): the week is 2026-03-29 to 2026-04-04.
  const WEDNESDAY_NOON = new Date("2026-04-01T15:00:00Z");
  const list = [
    at("2026-04-03", "10:00", "confirmed"),
    at("2026-04-01", "14:00"),
    at("2026-04-01", "11:00"),
    at("2026-03-30", "10:00"),
    at("2026-04-04", "18:00"),
    at("2026-04-05", "09:00"),
    at("2026-03-28", "09:00"),
    at("2026-04-02", "09:00", "pending"),
    at("2026-04-02", "10:00", "cancelled"),
  ];

  it("counts approved and confirmed ones still ahead in this week, across the month, soonest first", () => {
    expect(dates(remainingThisWeek(list, WEDNESDAY_NOON))).toEqual([
      "2026-04-01 14:00",
      "2026-04-03 10:00",
      "2026-04-04 18:00",
    ]);
  });

  it("moves to the next week at Sunday midnight in the professional's zone", () => {
    // Saturday 17:00 in São Paulo: Saturday's 18:00 is left, Sunday's belongs to next week.
    const saturday = new Date("2026-04-04T20:00:00Z");
    expect(dates(remainingThisWeek(list, saturday))).toEqual(["2026-04-04 18:00"]);
    // Sunday 00:00 in São Paulo (03:00 UTC): a new week from 2026-04-05.
    const sundayMidnight = new Date("2026-04-05T03:00:00Z");
    expect(dates(remainingThisWeek(list, sundayMidnight))).toEqual(["2026-04-05 09:00"]);
  });
});
