import { monthLabel } from "@web/lib/dates";
import { describe, expect, it } from "vitest";
import { monthRange, monthWeeks, stepMonth } from "./month";

describe("month calendar", () => {
  it("lays a month out in weeks from Sunday, padded before the 1st and after the last", () => {
    // June 2026 starts on a Monday and ends on a Tuesday.
    const weeks = monthWeeks("2026-06-17");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      ...["01", "02", "03", "04", "05", "06"].map((d) => `2026-06-${d}`),
    ]);
    expect(weeks[4]).toEqual(["2026-06-28", "2026-06-29", "2026-06-30", null, null, null, null]);
  });

  it("moves 30 days from the middle of the month, so no month is skipped or repeated", () => {
    expect(stepMonth("2026-01-31", 1)).toBe("2026-02-14");
    expect(stepMonth("2026-02-14", 1).slice(0, 7)).toBe("2026-03");
    expect(stepMonth("2026-03-01", -1).slice(0, 7)).toBe("2026-02");
    let date = "2026-01-01";
    const months: string[] = [];
    for (let i = 0; i < 24; i++) {
      date = stepMonth(date, 1);
      months.push(date.slice(0, 7));
    }
    expect(months[11]).toBe("2027-01");
    expect(months[23]).toBe("2028-01");
  });

  it("knows the month's first and last day, leap years included", () => {
    expect(monthRange("2028-02-10")).toEqual({ start: "2028-02-01", end: "2028-02-29" });
    expect(monthRange("2026-12-31")).toEqual({ start: "2026-12-01", end: "2026-12-31" });
  });

  it("names the month in Portuguese", () => {
    expect(monthLabel("2026-03-05")).toBe("Março de 2026");
  });
});
