import { describe, expect, it } from "vitest";
import {
  addDays,
  compareDateTime,
  dayOfWeek,
  daysBetween,
  fromMinutes,
  nowInZone,
  toMinutes,
} from "./time";

describe("nowInZone", () => {
  it("reads the same instant as different wall clocks in São Paulo and Manaus", () => {
    const instant = new Date("2026-03-02T14:00:00Z");
    expect(nowInZone("America/Sao_Paulo", instant)).toEqual({
      date: "2026-03-02",
      time: "11:00",
      dayOfWeek: 1,
    });
    expect(nowInZone("America/Manaus", instant)).toEqual({
      date: "2026-03-02",
      time: "10:00",
      dayOfWeek: 1,
    });
  });

  it("can put the two zones on different days around midnight", () => {
    const instant = new Date("2026-03-03T03:30:00Z");
    expect(nowInZone("America/Sao_Paulo", instant)).toMatchObject({
      date: "2026-03-03",
      time: "00:30",
      dayOfWeek: 2,
    });
    expect(nowInZone("America/Manaus", instant)).toMatchObject({
      date: "2026-03-02",
      time: "23:30",
      dayOfWeek: 1,
    });
  });
});

describe("calendar arithmetic", () => {
  it("adds days across months and years", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-03-01", "2026-05-01")).toBe(61);
  });

  it("numbers weekdays from Sunday (0) to Saturday (6)", () => {
    expect(dayOfWeek("2026-03-01")).toBe(0);
    expect(dayOfWeek("2026-03-07")).toBe(6);
  });

  it("converts between minutes and HH:mm", () => {
    expect(toMinutes("09:30")).toBe(570);
    expect(toMinutes("09:30:00")).toBe(570);
    expect(fromMinutes(570)).toBe("09:30");
    expect(fromMinutes(5)).toBe("00:05");
  });

  it("orders local moments by date, then time", () => {
    expect(
      compareDateTime({ date: "2026-03-02", time: "23:00" }, { date: "2026-03-03", time: "01:00" }),
    ).toBeLessThan(0);
    expect(
      compareDateTime({ date: "2026-03-02", time: "11:00" }, { date: "2026-03-02", time: "10:59" }),
    ).toBeGreaterThan(0);
    expect(
      compareDateTime({ date: "2026-03-02", time: "11:00" }, { date: "2026-03-02", time: "11:00" }),
    ).toBe(0);
  });
});
