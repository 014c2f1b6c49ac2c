import { describe, expect, it } from "vitest";
import {
  groupSeries,
  occurrenceProblem,
  seriesBadge,
  seriesDates,
  seriesDatesText,
  seriesHolidays,
} from "./series";

const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: "09:00",
  endTime: "18:00",
  isActive: true,
}));
const slot = { startTime: "14:00", endTime: "15:00" };
const ctx = {
  availability: weekdays,
  serviceDuration: 60,
  booked: [],
  blocked: [],
  now: { date: "2026-12-01", time: "10:00" },
};

describe("seriesDates", () => {
  it("steps 7 or 14 days from the first date, across months and years", () => {
    expect(seriesDates("2026-12-22", "weekly", 3)).toEqual([
      "2026-12-22",
      "2026-12-29",
      "2027-01-05",
    ]);
    expect(seriesDates("2028-02-15", "biweekly", 2)).toEqual(["2028-02-15", "2028-02-29"]);
  });
});

describe("seriesHolidays (decision 0374)", () => {
  it("names the later dates on national holidays, across the new year", () => {
    expect(seriesHolidays(seriesDates("2026-12-18", "weekly", 4))).toEqual([
      { date: "2026-12-25", name: "Natal" },
      { date: "2027-01-01", name: "Ano novo" },
    ]);
    expect(seriesHolidays(seriesDates("2026-12-11", "biweekly", 3))).toEqual([
      { date: "2026-12-25", name: "Natal" },
    ]);
  });

  it("keeps the chosen first date even on a holiday, and finds none in a plain month", () => {
    expect(seriesHolidays(seriesDates("2026-12-25", "weekly", 2))).toEqual([
      { date: "2027-01-01", name: "Ano novo" },
    ]);
    expect(seriesHolidays(["2026-12-25"])).toEqual([]);
    expect(seriesHolidays(seriesDates("2027-03-02", "weekly", 4))).toEqual([]);
  });
});

describe("occurrenceProblem", () => {
  it("says why a date cannot hold the slot, in the single booking's order", () => {
    expect(occurrenceProblem("2026-12-08", slot, ctx)).toBeNull();
    expect(occurrenceProblem("2026-12-01", { startTime: "09:00", endTime: "10:00" }, ctx)).toBe(
      "past",
    );
    expect(occurrenceProblem("2027-06-01", slot, ctx)).toBe("beyond_horizon");
    expect(occurrenceProblem("2026-12-06", slot, ctx)).toBe("outside_agenda");
    const blocked = [{ date: "2026-12-08", startTime: "14:30", endTime: "16:00" }];
    expect(occurrenceProblem("2026-12-08", slot, { ...ctx, blocked })).toBe("blocked");
    const booked = [
      { appointmentDate: "2026-12-08", startTime: "13:30", endTime: "14:30", status: "approved" },
    ];
    expect(occurrenceProblem("2026-12-08", slot, { ...ctx, booked })).toBe("taken");
  });
});

describe("seriesBadge and seriesDatesText", () => {
  const row = (id: string, appointmentDate: string, seriesId: string | null = "s") => ({
    id,
    appointmentDate,
    seriesId,
  });
  it("places an occurrence among its series' rows", () => {
    const weekly = [row("c", "2026-12-22"), row("a", "2026-12-08"), row("b", "2026-12-15")];
    expect(seriesBadge(weekly[2]!, weekly)).toBe("Série semanal · 2/3");
    const fortnightly = [row("a", "2026-12-08"), row("b", "2026-12-22")];
    expect(seriesBadge(fortnightly[1]!, fortnightly)).toBe("Série quinzenal · 2/2");
    expect(seriesBadge(row("x", "2026-12-08", null), weekly)).toBeNull();
  });
  it("lists dates as people write them", () => {
    expect(seriesDatesText(["2026-12-02", "2026-12-09", "2026-12-16"])).toBe(
      "02/12, 09/12 e 16/12",
    );
    expect(seriesDatesText(["2026-12-02"])).toBe("02/12");
  });
});

describe("groupSeries (issue 29)", () => {
  const row = (id: string, seriesId: string | null) => ({ id, seriesId });
  it("gathers a series' rows where its first row stands, singles in place", () => {
    const list = [row("a", null), row("s1", "s"), row("b", null), row("s2", "s"), row("o", "t")];
    expect(groupSeries(list)).toEqual([
      { kind: "single", item: row("a", null) },
      { kind: "series", seriesId: "s", items: [row("s1", "s"), row("s2", "s")] },
      { kind: "single", item: row("b", null) },
      // One row of a series left in the list is a card of its own.
      { kind: "single", item: row("o", "t") },
    ]);
  });
});
