import { readFileSync } from "node:fs";
import path from "node:path";
import { dayOfWeek } from "@domain/time";
import { afterEach, describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "../../../test/import-graph";
import {
  formatDate,
  formatDateTime,
  formatDayWithWeekday,
  formatLongDate,
  formatSessionDay,
  WEEKDAY_SHORT,
} from "./dates";

describe("calendar day names", () => {
  it("names a day with its weekday, without the year", () => {
    expect(formatDayWithWeekday("2026-06-22")).toBe("Segunda-feira, 22 de junho");
    expect(formatDayWithWeekday("2028-02-29")).toBe("Terça-feira, 29 de fevereiro");
  });

  // Issue 29, item 6 (decision 0380): one style everywhere, capitalised where the date opens a
  // label or a line, lowercase inside a sentence, as Portuguese writes weekdays and months.
  it("capitalises a date that opens a label, and not one inside a sentence", () => {
    expect(formatLongDate("2026-11-28")).toBe("Sábado, 28 de novembro de 2026");
    expect(formatLongDate("2026-11-28", "inside")).toBe("sábado, 28 de novembro de 2026");
    expect(formatDayWithWeekday("2026-11-28", "inside")).toBe("sábado, 28 de novembro");
  });

  it("writes weekdays in this one file, never capitalised by a class on screen", () => {
    const files = sourceFiles(path.join(SRC, "web")).filter((file) => !file.endsWith("dates.ts"));
    const elsewhere = files.filter((file) =>
      /first-letter:uppercase|["'`][^"'`]*EEEE/.test(readFileSync(file, "utf8")),
    );
    expect(elsewhere.map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it("says 'hoje' for today's date only, inside a sentence", () => {
    expect(formatSessionDay("2026-11-27", "2026-11-27")).toBe("hoje");
    expect(formatSessionDay("2026-12-01", "2026-11-27")).toBe("terça-feira, 1 de dezembro de 2026");
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
