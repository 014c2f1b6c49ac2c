import { describe, expect, it } from "vitest";
import { isValidCpf, isValidPhone, onlyDigits } from "./validation";

describe("isValidCpf", () => {
  it.each(["52998224725", "11144477735", "39053344705"])("accepts %s", (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ["a wrong first check digit", "52998224715"],
    ["a wrong second check digit", "52998224726"],
    ["all digits equal", "11111111111"],
    ["10 digits", "5299822472"],
    ["a mask", "529.982.247-25"],
  ])("rejects %s", (_label, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
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
