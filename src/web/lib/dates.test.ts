import { dayOfWeek } from "@domain/time";
import { describe, expect, it } from "vitest";
import { formatDayWithWeekday, WEEKDAY_SHORT } from "./dates";

describe("calendar day names", () => {
  it("names a day with its weekday, without the year", () => {
    expect(formatDayWithWeekday("2026-06-22")).toBe("segunda-feira, 22 de junho");
    expect(formatDayWithWeekday("2028-02-29")).toBe("terça-feira, 29 de fevereiro");
  });

  it("heads the columns Sunday first, as dayOfWeek counts", () => {
    expect(WEEKDAY_SHORT[dayOfWeek("2026-06-21")]).toBe("Dom");
    expect(WEEKDAY_SHORT[dayOfWeek("2026-06-27")]).toBe("Sáb");
  });
});
