import { hash } from "@node-rs/argon2";
import { users } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { makeClient, uniqueEmail } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

// Each request from its own address: the per-IP limits are another test's subject.
let host = 0;
const from = () => `10.62.${Math.floor(host / 250)}.${(host++ % 250) + 1}`;

const register = (password: string, email = uniqueEmail("nfkc")) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: from(),
    payload: {
      firstName: "Senha",
      lastName: "Teste",
      email,
      password,
      passwordConfirmation: password,
      acceptLegal: true,
    },
  });

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: from(),
    payload: { email, password },
  });

const COMMON = "Esta senha é muito comum e fácil de adivinhar. Escolha outra.";
const INVISIBLE = "A senha não pode ter apenas espaços ou caracteres invisíveis";
const TOO_SHORT = "A senha deve ter pelo menos 8 caracteres";

function expectRefused(
  res: { statusCode: number; json(): { message: string; fieldErrors: Record<string, string[]> } },
  message: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(message);
  expect(res.json().fieldErrors.password).toEqual([message]);
}

describe("passwords are NFKC-normalised and need visible characters (decision 0143)", () => {
  it.each([
    ["eight zero-width spaces", "\u200b".repeat(8)],
    ["Hangul fillers", "\u3164".repeat(8)],
    ["word joiners and soft hyphens", "\u2060\u00ad".repeat(5)],
    ["no-break and ideographic spaces with zero-width ones", "\u00a0\u3000\u200b\u200c".repeat(3)],
  ])("refuses %s in Portuguese", async (_, password) => {
    expectRefused(await register(password), INVISIBLE);
  });

  it("invisible characters do not count towards the 8", async () => {
    expectRefused(await register(`abc${"\u200b".repeat(10)}`), TOO_SHORT);
  });

  it.each([
    " password123",
    "password123  ",
    "\tPassword123 ",
    "pass\u200bword123",
    "\u00a0iloveyou\u3000",
    "ｐａｓｓｗｏｒｄ１２３",
  ])(
    "refuses %j: a common password dressed in spaces, invisibles or wide letters",
    async (password) => {
      expectRefused(await register(password), COMMON);
    },
  );

  it("signs in with either spelling NFKC makes one (ligature, wide letters)", async () => {
    const email = uniqueEmail("nfkc");
    expect((await register("ﬁgo maduro no ｐé de café", email)).statusCode).toBe(201);
    expect((await signIn(email, "figo maduro no pé de café")).statusCode).toBe(200);
    expect((await signIn(email, "ﬁgo maduro no ｐé de café")).statusCode).toBe(200);
    expect((await signIn(email, "figo maduro no pe de cafe")).statusCode).toBe(401);
  });

  it("an account whose password was hashed before normalisation still signs in, then either spelling works", async () => {
    const legacy = "ﬁgueira velha do quintal";
    const client = await makeClient(t.db);
    await t.db
      .update(users)
      .set({ passwordHash: await hash(legacy, { algorithm: 2 }) })
      .where(eq(users.id, client.id));
    expect((await signIn(client.email, "figueira velha do quintal")).statusCode).toBe(401);
    expect((await signIn(client.email, legacy)).statusCode).toBe(200);
    expect((await signIn(client.email, "figueira velha do quintal")).statusCode).toBe(200);
    expect((await signIn(client.email, legacy)).statusCode).toBe(200);
  });
});
