import { describe, expect, it } from "vitest";
import { dayClick } from "./day-click";

const window = (dayOfWeek: number, isActive = true) => ({
  dayOfWeek,
  startTime: "09:00",
  endTime: "18:00",
  isActive,
});
const today = "2026-06-17"; // a Wednesday

describe("clicking a calendar day", () => {
  it("opens a working day from today on", () => {
    expect(dayClick("2026-06-17", today, [window(3)])).toEqual({ kind: "open" });
    expect(dayClick("2026-06-24", today, [window(3)])).toEqual({ kind: "open" });
  });

  it("refuses a past day", () => {
    expect(dayClick("2026-06-16", today, [window(2)])).toEqual({
      kind: "refuse",
      title: "Data não válida",
      description: "Não é possível gerenciar datas passadas.",
    });
  });

  it("names the day off and the active working days, Sunday first", () => {
    const availability = [window(5), window(1), window(2, false), window(0)];
    expect(dayClick("2026-06-20", today, availability)).toEqual({
      kind: "refuse",
      title: "Sábado não disponível",
      description: "Você só trabalha em: Domingo, Segunda, Sexta",
    });
  });

  it("asks to configure the availability when no day is active", () => {
    expect(dayClick("2026-06-18", today, [window(4, false)])).toMatchObject({
      title: "Quinta não disponível",
      description: "Configure sua disponibilidade primeiro nas configurações da agenda.",
    });
  });

  it("says the availability has not loaded while it is missing", () => {
    expect(dayClick("2026-06-18", today, undefined)).toEqual({
      kind: "refuse",
      title: "Dados de disponibilidade não carregados.",
    });
  });
});
