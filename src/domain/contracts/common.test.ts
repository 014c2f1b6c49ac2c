import { describe, expect, it } from "vitest";
import { hhmm, isoDate } from "./common";

describe("isoDate", () => {
  it("accepts real calendar days, leap days included", () => {
    expect(isoDate.safeParse("2026-11-21").success).toBe(true);
    expect(isoDate.safeParse("2028-02-29").success).toBe(true);
  });

  it("rejects impossible days instead of rolling them over", () => {
    expect(isoDate.safeParse("2030-02-30").error?.issues[0]?.message).toBe("Data inválida");
    expect(isoDate.safeParse("2027-02-29").success).toBe(false);
    expect(isoDate.safeParse("2026-13-01").success).toBe(false);
    expect(isoDate.safeParse("21/11/2026").error?.issues[0]?.message).toBe(
      "Data deve estar no formato AAAA-MM-DD",
    );
  });

  it("refuses years the database can't hold (1900 to 2200 only)", () => {
    expect(isoDate.safeParse("1900-01-01").success).toBe(true);
    expect(isoDate.safeParse("2200-12-31").success).toBe(true);
    expect(isoDate.safeParse("1899-12-31").error?.issues[0]?.message).toBe(
      "Informe uma data entre 1900 e 2200",
    );
    expect(isoDate.safeParse("9999-12-29").success).toBe(false);
  });
});

describe("hhmm", () => {
  it("takes 00:00 to 23:59 only", () => {
    expect(hhmm.safeParse("09:30").success).toBe(true);
    expect(hhmm.safeParse("24:00").success).toBe(false);
    expect(hhmm.safeParse("9:30").success).toBe(false);
  });
});
