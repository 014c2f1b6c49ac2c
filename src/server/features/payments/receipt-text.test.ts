import { describe, expect, it } from "vitest";
import type { ReceiptData } from "./receipt-data";
import { toWinAnsi } from "./receipt-pdf";
import { amountInFigures, amountInWords, longDate, receiptText, shortDate } from "./receipt-text";

// Issue 33, item 5 (decision 0401): the receipt's words, apart from the PDF.
describe("the amount in figures and in words", () => {
  it.each([
    ["180.00", "R$ 180,00", "cento e oitenta reais"],
    ["1.00", "R$ 1,00", "um real"],
    ["0.01", "R$ 0,01", "um centavo"],
    ["100.50", "R$ 100,50", "cem reais e cinquenta centavos"],
    ["1234.56", "R$ 1.234,56", "mil duzentos e trinta e quatro reais e cinquenta e seis centavos"],
    ["2001.01", "R$ 2.001,01", "dois mil e um reais e um centavo"],
    ["100000.00", "R$ 100.000,00", "cem mil reais"],
  ])("%s is %s, %s", (amount, figures, words) => {
    expect(amountInFigures(amount)).toBe(figures);
    expect(amountInWords(amount)).toBe(words);
  });
});

describe("dates", () => {
  it("writes the session's date short and the day of issue long, the first as 1º", () => {
    expect(shortDate("2026-11-27")).toBe("27/11/2026");
    expect(longDate("2026-11-28")).toBe("28 de novembro de 2026");
    expect(longDate("2026-03-01")).toBe("1º de março de 2026");
    expect(longDate("2027-01-10")).toBe("10 de janeiro de 2027");
  });
});

describe("toWinAnsi: what Helvetica's encoding can print", () => {
  it("keeps Portuguese as it is", () => {
    const text = "Conceição Araújo, São Paulo, Nutrição: R$ 1.234,56 — “ótimo” nº 1ª à ü";
    expect(toWinAnsi(text)).toBe(text);
  });

  it("writes other scripts' letters without the accents WinAnsi lacks, or as ?", () => {
    expect(toWinAnsi("Nguyễn Łukasz Dvořák")).toBe("Nguyên Lukasz Dvorák");
    expect(toWinAnsi("Ana 😀 李")).toBe("Ana ? ?");
    expect(toWinAnsi("a\u00a0b\tc")).toBe("a\u00a0b c");
  });
});

const base: ReceiptData = {
  professional: { name: "Rita Souza", title: null, register: null, cpf: null },
  client: { name: "Carla Mendes", cpf: null },
  beneficiary: null,
  specialty: null,
  sessionDate: "2026-11-27",
  receivedOn: "2026-11-28",
  amount: "150.00",
  method: "dinheiro",
  place: null,
  issuedOn: "2026-12-02",
};

describe("receiptText with what a profile may lack", () => {
  it("says what is missing instead of leaving a blank", () => {
    const text = receiptText(base);
    expect(text.declaration).toBe(
      "Recebi de Carla Mendes (CPF não informado) a importância de R$ 150,00 (cento e cinquenta reais), referente à sessão realizada em 27/11/2026, paga em 28/11/2026 por Dinheiro.",
    );
    expect(Object.fromEntries(text.fields)).toMatchObject({
      "Profissão e registro": "Não informado",
      "CPF do profissional": "CPF não informado",
      Serviço: "Sessão",
    });
    expect(text.placeAndDate).toBe("2 de dezembro de 2026");
    expect(text.signature).toEqual(["Rita Souza", "CPF não informado"]);
  });
});
