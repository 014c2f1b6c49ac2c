import { dayOfWeek } from "@domain/time";
import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDayWithWeekday, WEEKDAY_SHORT } from "./dates";

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

describe("instants are dated in Brasília time, whatever the process's zone", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  // 22:30 in São Paulo on 26/11 is 01:30 UTC on 27/11: a server on UTC and a browser in São
  // Paulo rendered the same review with two dates, and React threw away the server's page.
  it.each(["UTC", "America/Sao_Paulo", "America/Manaus", "Asia/Tokyo"])(
    "a review written at 22:30 in São Paulo is from 26/11 (process on %s)",
    (tz) => {
      process.env.TZ = tz;
      expect(formatDate("2026-11-27T01:30:00.000Z")).toBe("26/11/2026");
      expect(formatDateTime("2026-11-27T01:30:00.000Z")).toBe("26/11/2026 às 22:30");
      expect(formatDateTime("2026-11-27 01:30:00+00")).toBe("26/11/2026 às 22:30");
      // A calendar day stays the day it names.
      expect(formatDate("2026-11-27")).toBe("27/11/2026");
    },
  );
});
