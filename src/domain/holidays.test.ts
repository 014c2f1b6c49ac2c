import { describe, expect, it } from "vitest";
import { nationalHolidays } from "./holidays";

describe("nationalHolidays", () => {
  it("lists November 2026's national holidays by their local date", () => {
    expect(nationalHolidays("2026-11-01", "2026-11-30")).toEqual([
      { date: "2026-11-02", name: "Finados" },
      { date: "2026-11-15", name: "Proclamação da República" },
      { date: "2026-11-20", name: "Dia da Consciência Negra" },
    ]);
  });

  it("spans a new year and leaves out pontos facultativos (Carnaval)", () => {
    expect(nationalHolidays("2026-12-20", "2027-01-05").map((h) => h.name)).toEqual([
      "Natal",
      "Ano novo",
    ]);
    expect(nationalHolidays("2027-02-01", "2027-02-28")).toEqual([]);
  });
});
