import { describe, expect, it } from "vitest";
import { canonicalPixKey, foldPixText } from "./pix";

describe("canonicalPixKey (decision 0399)", () => {
  it.each([
    ["cpf", "529.982.247-25", "52998224725"],
    ["cnpj", "11.222.333/0001-81", "11222333000181"],
    ["email", " Fulano@Example.COM ", "fulano@example.com"],
    ["phone", "(11) 98765-4321", "+5511987654321"],
    ["phone", "0055 11 98765-4321", "+5511987654321"],
    ["phone", "51998259765", "+5551998259765"],
    ["cpf", "51998259765", "51998259765"],
    ["random", "71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D", "71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d"],
  ] as const)("%s %s → %s", (type, raw, canonical) => {
    expect(canonicalPixKey(type, raw)).toBe(canonical);
  });

  it.each([
    ["cpf", "529.982.247-26"],
    ["cpf", "(11) 98765-4321"],
    ["cnpj", "52998224725"],
    ["email", "52998224725"],
    ["phone", "(11) 3333-4444"],
    ["phone", "+1 415 555 0100"],
    ["random", "fulano@example.com"],
    ["email", ""],
  ] as const)("refuses %s %s", (type, raw) => {
    expect(canonicalPixKey(type, raw)).toBeNull();
  });
});

describe("foldPixText", () => {
  it("drops accents and odd characters and collapses spaces, as the BR Code carries them", () => {
    expect(foldPixText("  São   José\tdos Campos ")).toBe("Sao Jose dos Campos");
    expect(foldPixText("Conceição Müller Ñ")).toBe("Conceicao Muller N");
    expect(foldPixText("Ana 🙂 Lima")).toBe("Ana Lima");
    expect(foldPixText("Ação")).toBe("Acao");
  });
});
