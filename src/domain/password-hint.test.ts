import { describe, expect, it } from "vitest";
import { passwordHint } from "./password-hint";

describe("passwordHint", () => {
  it("asks for 8 characters before anything is typed and counts what is missing", () => {
    expect(passwordHint("")).toBe(
      "Use pelo menos 8 caracteres. Uma frase com algumas palavras é fácil de lembrar.",
    );
    expect(passwordHint("abcde")).toBe("Faltam 3 caracteres.");
    expect(passwordHint("abcdefg")).toBe("Falta 1 caractere.");
  });

  it("calls 8 to 11 characters acceptable and 12 or more strong", () => {
    expect(passwordHint("abcdefgh")).toBe("Senha aceitável. Quanto mais longa, mais segura.");
    expect(passwordHint("abcdefghijk")).toBe("Senha aceitável. Quanto mais longa, mais segura.");
    expect(passwordHint("uma frase boa")).toBe("Senha forte: longa é difícil de adivinhar.");
  });

  it("does not count invisible characters, as the server does not", () => {
    expect(passwordHint("\u200b".repeat(8))).toBe(
      "Use pelo menos 8 caracteres. Uma frase com algumas palavras é fácil de lembrar.",
    );
    expect(passwordHint(`abcdef${"\u200b".repeat(4)}`)).toBe("Faltam 2 caracteres.");
  });
});
