import { describe, expect, it } from "vitest";
import { SPECIALTIES } from "./constants";
import { REGISTER_COUNCIL, registerHint } from "./professional-register";
import { cpfDigits, isValidCpf, isValidPhone, onlyDigits } from "./validation";

describe("isValidCpf", () => {
  it.each(["52998224725", "11144477735", "39053344705", "529.982.247-25", " 111.444.777-35 "])(
    "accepts %o",
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
    },
  );

  const valid = "52998224725";
  const withDigit = (position: 9 | 10, digit: number) =>
    `${valid.slice(0, position)}${digit}${valid.slice(position + 1)}`;
  const wrong = (position: 9 | 10) =>
    Array.from({ length: 10 }, (_, d) => d).filter((d) => d !== Number(valid[position]));

  it.each(wrong(9))("rejects the first check digit %i instead of 2", (digit) => {
    expect(isValidCpf(withDigit(9, digit))).toBe(false);
  });

  it.each(wrong(10))("rejects the second check digit %i instead of 5", (digit) => {
    expect(isValidCpf(withDigit(10, digit))).toBe(false);
  });

  it.each(Array.from({ length: 10 }, (_, d) => String(d).repeat(11)))(
    "rejects the repeated-digit CPF %s, whose check digits add up",
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
      expect(isValidCpf(cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4"))).toBe(false);
    },
  );

  it.each(["5299822472", "529982247250", "529.982.24725", "529 982 247 25", "529-982-247.25", ""])(
    "rejects the shape %o",
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );
});

describe("cpfDigits", () => {
  it("strips the mask and keeps bare digits", () => {
    expect(cpfDigits("529.982.247-25")).toBe("52998224725");
    expect(cpfDigits("52998224725")).toBe("52998224725");
  });
  it("is null for any other shape", () => {
    expect(cpfDigits("529.982.247.25")).toBeNull();
    expect(cpfDigits("CPF 52998224725")).toBeNull();
  });
});

describe("registerHint", () => {
  it("names each specialty's council with an example register", () => {
    expect(SPECIALTIES.map((s) => REGISTER_COUNCIL[s].council)).toEqual([
      "CRP",
      "CRN",
      "CREFITO",
      "CREF",
    ]);
    expect(registerHint("Psicologia")).toBe("Registro no CRP, por exemplo CRP 06/123456");
    for (const s of SPECIALTIES) {
      expect(REGISTER_COUNCIL[s].example.startsWith(REGISTER_COUNCIL[s].council)).toBe(true);
    }
  });
});

describe("isValidPhone", () => {
  it("accepts 11 digits", () => expect(isValidPhone("11912345678")).toBe(true));
  it.each(["1191234567", "119123456789", "(11) 91234-5678", ""])("rejects %o", (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe("onlyDigits", () => {
  it("strips a mask", () => expect(onlyDigits("(11) 91234-5678")).toBe("11912345678"));
});
