import { describe, expect, it } from "vitest";
import {
  hasNextWeek,
  initialWeekStart,
  isDaySelectable,
  weekDays,
  weekLabel,
  weekStartOf,
} from "./week";

describe("week calendar", () => {
  it("starts weeks on Sunday", () => {
    expect(weekStartOf("2026-06-17")).toBe("2026-06-14");
    expect(weekStartOf("2026-06-14")).toBe("2026-06-14");
    expect(weekDays("2026-06-28")).toEqual([
      "2026-06-28",
      "2026-06-29",
      "2026-06-30",
      "2026-07-01",
      "2026-07-02",
      "2026-07-03",
      "2026-07-04",
    ]);
  });

  it("names the week in Portuguese across months", () => {
    expect(weekLabel("2026-06-14")).toBe("14 – 20 de junho de 2026");
    expect(weekLabel("2026-06-28")).toBe("28 de junho – 4 de julho de 2026");
    expect(weekLabel("2026-12-27")).toBe("27 de dezembro de 2026 – 2 de janeiro de 2027");
  });

  it("lets only today or later, on an active working weekday, be chosen", () => {
    const rules = {
      today: "2026-06-17",
      availability: [
        { dayOfWeek: 3, isActive: true },
        { dayOfWeek: 4, isActive: false },
        { dayOfWeek: 1, isActive: true },
      ],
    };
    expect(isDaySelectable("2026-06-17", rules)).toBe(true); // Wednesday, today
    expect(isDaySelectable("2026-06-15", rules)).toBe(false); // Monday, past
    expect(isDaySelectable("2026-06-18", rules)).toBe(false); // Thursday, inactive
    expect(isDaySelectable("2026-06-22", rules)).toBe(true); // next Monday
  });

  it("offers days and weeks up to 180 days ahead, not after (decision 0140)", () => {
    const rules = { today: "2026-06-17", availability: [{ dayOfWeek: 1, isActive: true }] };
    expect(isDaySelectable("2026-12-14", rules)).toBe(true); // Monday, day 180
    expect(isDaySelectable("2026-12-21", rules)).toBe(false); // Monday, day 187
    expect(hasNextWeek("2026-12-06", "2026-06-17")).toBe(true);
    expect(hasNextWeek("2026-12-13", "2026-06-17")).toBe(false);
  });
});

describe("the week the booking calendar opens on", () => {
  const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, isActive: true }));

  it("is this week while a working day is still ahead", () => {
    // Wednesday 2026-11-18: Thursday and Friday are still open.
    expect(initialWeekStart({ today: "2026-11-18", availability: weekdays })).toBe("2026-11-15");
  });

  it("is next week on a Saturday when the professional works Monday to Friday", () => {
    expect(initialWeekStart({ today: "2026-11-21", availability: weekdays })).toBe("2026-11-22");
  });

  it("stays on this week when the professional also works Saturdays", () => {
    const withSaturday = [...weekdays, { dayOfWeek: 6, isActive: true }];
    expect(initialWeekStart({ today: "2026-11-21", availability: withSaturday })).toBe(
      "2026-11-15",
    );
  });
});
