import { describe, expect, it } from "vitest";
import { closedMap, quotedLiteral } from "./sql-literals";

describe("SQL literals (decision 0178)", () => {
  it("quotes the domain's kind of constant and refuses anything that could end the string", () => {
    expect(quotedLiteral("Nutrição|home:")).toBe("'Nutrição|home:'");
    for (const value of ["a'b", "a\\", "a;b", "a--b", "", "a\nb", "a$1"]) {
      expect(() => quotedLiteral(value)).toThrow();
    }
  });

  it("answers only the keys it was built from", () => {
    const map = closedMap(["a", "b"] as const, (key) => key.toUpperCase());
    expect(map.get("b")).toBe("B");
    for (const key of ["c", "constructor", "__proto__", "toString"]) {
      expect(() => map.get(key as "a")).toThrow();
    }
  });
});
