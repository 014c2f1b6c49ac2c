import { describe, expect, it } from "vitest";
import { maskCpf, whatsappUrl } from "./format";

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

  it("drops what is not a digit, so a deleted separator does not stick", () => {
    expect(maskCpf("123.")).toBe("123");
    expect(maskCpf("abc")).toBe("");
  });
});

describe("whatsappUrl", () => {
  it("links the phone's digits with the country code 55", () => {
    expect(whatsappUrl("(11) 91234-5678")).toBe("https://wa.me/5511912345678");
  });
});
