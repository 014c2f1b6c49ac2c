import { describe, expect, it } from "vitest";
import { hhmmSchema, isoDateSchema } from "./common";

describe("isoDate", () => {
  it("accepts real calendar days, leap days included", () => {
    expect(isoDateSchema.safeParse("2026-11-21").success).toBe(true);
    expect(isoDateSchema.safeParse("2028-02-29").success).toBe(true);
  });

  it("rejects impossible days instead of rolling them over", () => {
    expect(isoDateSchema.safeParse("2030-02-30").error?.issues[0]?.message).toBe("Data inválida");
    expect(isoDateSchema.safeParse("2027-02-29").success).toBe(false);
    expect(isoDateSchema.safeParse("2026-13-01").success).toBe(false);
    expect(isoDateSchema.safeParse("21/11/2026").error?.issues[0]?.message).toBe(
      "Data deve estar no formato AAAA-MM-DD",
    );
  });

  it("refuses years the database can't hold (1900 to 2200 only)", () => {
    expect(isoDateSchema.safeParse("1900-01-01").success).toBe(true);
    expect(isoDateSchema.safeParse("2200-12-31").success).toBe(true);
    expect(isoDateSchema.safeParse("1899-12-31").error?.issues[0]?.message).toBe(
      "Informe uma data entre 1900 e 2200",
    );
    expect(isoDateSchema.safeParse("9999-12-29").success).toBe(false);
  });
});

describe("hhmm", () => {
  it("takes 00:00 to 23:59 only", () => {
    expect(hhmmSchema.safeParse("09:30").success).toBe(true);
    expect(hhmmSchema.safeParse("24:00").success).toBe(false);
    expect(hhmmSchema.safeParse("9:30").success).toBe(false);
  });
});
