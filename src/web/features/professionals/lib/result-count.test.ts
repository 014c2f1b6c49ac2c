import { describe, expect, it } from "vitest";
import { resultCountText } from "./result-count";

describe("resultCountText (decision 0342)", () => {
  it("says how many, in Brazilian format, past the cap as 'Mais de'", () => {
    expect(resultCountText({ count: 124, more: false })).toBe("124 profissionais");
    expect(resultCountText({ count: 1, more: false })).toBe("1 profissional");
    expect(resultCountText({ count: 0, more: false })).toBe("0 profissionais");
    expect(resultCountText({ count: 1000, more: false })).toBe("1.000 profissionais");
    expect(resultCountText({ count: 1000, more: true })).toBe("Mais de 1.000 profissionais");
  });
});
