import { describe, expect, it } from "vitest";
import { maskCpf } from "./cpf-mask";

describe("maskCpf", () => {
  it("masks as the digits arrive and stops at 11", () => {
    expect(maskCpf("")).toBe("");
    expect(maskCpf("123")).toBe("123");
    expect(maskCpf("1234")).toBe("123.4");
    expect(maskCpf("1234567")).toBe("123.456.7");
    expect(maskCpf("1234567890")).toBe("123.456.789-0");
    expect(maskCpf("123456789091234")).toBe("123.456.789-09");
  });

  it("re-masks what is pasted with other separators", () => {
    expect(maskCpf("123 456 789/09")).toBe("123.456.789-09");
    expect(maskCpf("123.456.789-09")).toBe("123.456.789-09");
  });
});
