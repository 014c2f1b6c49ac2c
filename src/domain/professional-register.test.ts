import { describe, expect, it } from "vitest";
import type { Specialty } from "./constants";
import { parseRegister, REGISTER_COUNCIL, registerFormatMessage } from "./professional-register";

const read = (specialty: Specialty, text: string) => {
  const result = parseRegister(specialty, text);
  return result.ok ? { canonical: result.canonical, ...result.parts } : result.message;
};

describe("parseRegister: what people type, written the council's way", () => {
  it.each([
    ["CRP 06/123456", "CRP 06/123456", "06", "123456"],
    ["crp 06/123456", "CRP 06/123456", "06", "123456"],
    ["06/123456", "CRP 06/123456", "06", "123456"],
    ["6/123456", "CRP 06/123456", "06", "123456"],
    ["CRP-06/12345", "CRP 06/12345", "06", "12345"],
    ["CRP06 123456", "CRP 06/123456", "06", "123456"],
    ["CRP 06 - 123456", "CRP 06/123456", "06", "123456"],
    ["CRP 24/00123", "CRP 24/00123", "24", "00123"],
    ["crp: 12.04660", "CRP 12/04660", "12", "04660"],
    ["CRP 6ª/123456", "CRP 06/123456", "06", "123456"],
  ])("Psicologia %o → %o", (typed, canonical, region, number) => {
    expect(read("Psicologia", typed)).toEqual({ canonical, council: "CRP", region, number });
  });

  it.each([
    ["CRN-3 12345", "CRN-3 12345", "3", "12345"],
    ["crn 3 12345", "CRN-3 12345", "3", "12345"],
    ["3/12345", "CRN-3 12345", "3", "12345"],
    ["CRN03-12345", "CRN-3 12345", "3", "12345"],
    ["CRN-11 1234", "CRN-11 1234", "11", "1234"],
    ["CRN 1 123456", "CRN-1 123456", "1", "123456"],
  ])("Nutrição %o → %o", (typed, canonical, region, number) => {
    expect(read("Nutrição", typed)).toEqual({ canonical, council: "CRN", region, number });
  });

  it.each([
    ["CREFITO-3 123456-F", "CREFITO-3 123456-F", "3", "123456-F"],
    ["crefito 3 123456 f", "CREFITO-3 123456-F", "3", "123456-F"],
    ["CREFITO-3/123456-F", "CREFITO-3 123456-F", "3", "123456-F"],
    ["3/123456F", "CREFITO-3 123456-F", "3", "123456-F"],
    ["CREFITO-20 98765-F", "CREFITO-20 98765-F", "20", "98765-F"],
  ])("Fisioterapia %o → %o", (typed, canonical, region, number) => {
    expect(read("Fisioterapia", typed)).toEqual({ canonical, council: "CREFITO", region, number });
  });

  it.each([
    ["CREF 123456-G/SP", "CREF 123456-G/SP", "SP", "123456-G"],
    ["cref 123456 g sp", "CREF 123456-G/SP", "SP", "123456-G"],
    ["123456-G/SP", "CREF 123456-G/SP", "SP", "123456-G"],
    ["41942-G/SP", "CREF 041942-G/SP", "SP", "041942-G"],
    ["CREF 012345-P/RJ", "CREF 012345-P/RJ", "RJ", "012345-P"],
    ["CREF 123456G/mg", "CREF 123456-G/MG", "MG", "123456-G"],
  ])("Personal Trainer %o → %o", (typed, canonical, region, number) => {
    expect(read("Personal Trainer", typed)).toEqual({ canonical, council: "CREF", region, number });
  });
});

describe("parseRegister: refusals name the council's format", () => {
  it.each([
    ["Psicologia", "06123456"],
    ["Psicologia", "CRP 25/123456"],
    ["Psicologia", "CRP 00/123456"],
    ["Psicologia", "CRP 06/1234567"],
    ["Psicologia", "CRP 06"],
    ["Psicologia", "psicóloga"],
    ["Psicologia", "CRP 06/12345X"],
    ["Nutrição", "CRN-12 12345"],
    ["Nutrição", "CRN 12345"],
    // A dot inside the number reads as a separator: "1 123 456" is no register.
    ["Nutrição", "CRN 1 123.456"],
    ["Fisioterapia", "CREFITO-3 123456"],
    ["Fisioterapia", "CREFITO-21 123456-F"],
    ["Fisioterapia", "CREFITO-3 123456-TO"],
    ["Personal Trainer", "CREF 123456-G"],
    ["Personal Trainer", "CREF 123456/SP"],
    ["Personal Trainer", "CREF 123456-X/SP"],
    ["Personal Trainer", "CREF 123456-G/XX"],
    ["Personal Trainer", "CREF4/SP 123456-G"],
  ] as const)("%s %o", (specialty, typed) => {
    expect(read(specialty, typed)).toBe(registerFormatMessage(specialty));
  });

  it("says which council's format it expects", () => {
    expect(registerFormatMessage("Psicologia")).toBe(
      "Registro fora do formato do CRP: informe a região com dois dígitos (01 a 24) e o número, por exemplo CRP 06/123456.",
    );
    expect(registerFormatMessage("Personal Trainer")).toBe(
      "Registro fora do formato do CREF: informe o número, a categoria (G ou P) e a sigla do estado, por exemplo CREF 123456-G/SP.",
    );
  });

  it("names another council typed for the specialty", () => {
    expect(read("Psicologia", "CRN-3 12345")).toBe(
      `Psicologia é registrada no CRP, não no CRN. ${registerFormatMessage("Psicologia")}`,
    );
    expect(read("Personal Trainer", "CREFITO-3 123456-F")).toMatch(/no CREF, não no CREFITO/);
    expect(read("Fisioterapia", "CREF 123456-G/SP")).toMatch(/no CREFITO, não no CREF\./);
  });

  it("reads each example of the form hint", () => {
    for (const specialty of Object.keys(REGISTER_COUNCIL) as Specialty[]) {
      const { example } = REGISTER_COUNCIL[specialty];
      expect(parseRegister(specialty, example)).toMatchObject({ ok: true, canonical: example });
    }
  });

  it("links each council's public search over https", () => {
    for (const { searchUrl } of Object.values(REGISTER_COUNCIL))
      expect(new URL(searchUrl).protocol).toBe("https:");
  });
});
