import { describe, expect, it } from "vitest";
import { normalizePassword, passwordLength, passwordProblem, passwordSkeleton } from "./password";

describe("password text rules (decision 0143)", () => {
  it("spells a password one way: NFKC", () => {
    expect(normalizePassword("ﬁgo ｐé\u00a0x")).toBe("figo pé x");
    expect(normalizePassword("cafe\u0301")).toBe("café");
  });

  it("counts characters without the invisible ones", () => {
    expect(passwordLength("\u200b\u200c\u2060\u00ad\u3164")).toBe(0);
    expect(passwordLength("senha 😀")).toBe(7);
  });

  it("checks the common list in lower case, without invisibles or surrounding spaces", () => {
    expect(passwordSkeleton("\t PASS\u200bWORD１２３ \u3000")).toBe("password123");
  });

  it("names the problem in Portuguese: empty, spaces only, invisible only, short, long", () => {
    expect(passwordProblem("")).toBe("A senha deve ter pelo menos 8 caracteres");
    expect(passwordProblem("        ")).toBe("A senha não pode ter apenas espaços");
    expect(passwordProblem("\u200b".repeat(8))).toBe(
      "A senha não pode ter apenas espaços ou caracteres invisíveis",
    );
    expect(passwordProblem(`abc${"\u200b".repeat(9)}`)).toBe(
      "A senha deve ter pelo menos 8 caracteres",
    );
    expect(passwordProblem("a".repeat(129))).toBe("A senha deve ter no máximo 128 caracteres");
    expect(passwordProblem("uma frase boa")).toBeNull();
  });
});
