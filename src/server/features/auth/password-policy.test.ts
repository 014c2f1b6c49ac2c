import { isCommonPassword } from "@server/auth/password-policy";
import { setupTestApp } from "@server/test/app";
import { uniqueEmail } from "@server/test/factories";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

// Each sign-up from its own address: the per-IP sign-up limit is another test's subject.
let host = 0;
const register = (password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: `10.60.0.${++host}`,
    payload: {
      firstName: "Senha",
      lastName: "Teste",
      email: uniqueEmail("senha"),
      password,
      passwordConfirmation: password,
      acceptLegal: true,
    },
  });

const COMMON = "Esta senha é muito comum e fácil de adivinhar. Escolha outra.";

describe("password policy at sign-up (ASVS 5.0 V6)", () => {
  it.each([
    ["12345678", COMMON],
    ["aaaaaaaa", COMMON],
    ["Password", COMMON],
    ["acolher123", COMMON],
    ["        ", "A senha não pode ter apenas espaços"],
    ["1234567", "A senha deve ter pelo menos 8 caracteres"],
    ["a".repeat(129), "A senha deve ter no máximo 128 caracteres"],
  ])("refuses %j in Portuguese, on the password field", async (password, message) => {
    const res = await register(password);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors.password).toEqual([message]);
  });

  it.each(["PASSWORD123", "Password123", "pAsSwOrD123", "QWERTYUIOP", "ILoveYou", "ACOLHER123"])(
    "refuses %j: a listed password in other letter cases is as common",
    async (password) => {
      const res = await register(password);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(COMMON);
    },
  );

  it("accepts a 64-character passphrase and a 128-character one, without composition rules", async () => {
    const phrase = "minha avó fazia bolo de fubá aos domingos na casa do sítio velho";
    expect([...phrase].length).toBe(64);
    expect((await register(phrase)).statusCode).toBe(201);
    expect((await register(`${"x".repeat(120)}zyxwvuts`)).statusCode).toBe(201);
  });

  it("ships the 10,000 most common passwords of 8 characters or more", () => {
    expect(isCommonPassword("qwertyui")).toBe(true);
    expect(isCommonPassword("11111111")).toBe(true);
    expect(isCommonPassword("tamanduá bandeira azul")).toBe(false);
  });
});
