import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAttempts } from "../../db/schema";
import { setupTestApp } from "../../test/app";
import { makeClient, TEST_PASSWORD, uniqueEmail } from "../../test/factories";

const t = setupTestApp();

const RATE_LIMITED = "Muitas tentativas de entrar. Aguarde 15 minutos e tente novamente.";
const SIGN_UPS_LIMITED = "Muitas contas criadas a partir desta rede. Tente novamente mais tarde.";

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: ip,
    payload: { email, password },
  });

const signUp = (email: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: ip,
    payload: {
      firstName: "Rede",
      lastName: "Compartilhada",
      email,
      password: "frase longa de teste",
      passwordConfirmation: "frase longa de teste",
    },
  });

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

describe("sign-in limits: exact thresholds", () => {
  it("lets the right password in after 4 failures of an account and refuses it after 5", async () => {
    const user = await makeClient(t.db);
    for (let i = 0; i < 4; i++) await login(user.email, "errada-123", `10.41.0.${i}`);
    expect((await login(user.email, TEST_PASSWORD, "10.41.1.1")).statusCode).toBe(200);

    for (let i = 0; i < 5; i++) await login(user.email, "errada-123", `10.42.0.${i}`);
    const blocked = await login(user.email, TEST_PASSWORD, "10.42.1.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(RATE_LIMITED);
  });

  it("lets an IP in after 19 failures across accounts and refuses it after 20", async () => {
    const ip = "10.43.0.1";
    const user = await makeClient(t.db);
    for (let i = 0; i < 19; i++) await login(uniqueEmail(), "errada-123", ip);
    expect((await login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    await login(uniqueEmail(), "errada-123", ip);
    expect((await login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
  });
});

describe("sign-in limits under parallel requests", () => {
  it("checks at most 5 passwords of 100 parallel attempts on one account", async () => {
    const user = await makeClient(t.db);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(user.email, "errada-123", `10.44.${Math.floor(i / 50)}.${i % 50}`),
      ),
    );
    const checked = statuses(results).filter((s) => s === 401);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(statuses(results).every((s) => s === 401 || s === 429)).toBe(true);
    const kept = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, `account:${user.email}`));
    expect(kept.length).toBe(checked.length);
  });

  it("gives none of 100 parallel attempts a try once the account has 5 failures", async () => {
    const user = await makeClient(t.db);
    for (let i = 0; i < 5; i++) await login(user.email, "errada-123", `10.45.0.${i}`);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(user.email, i === 99 ? TEST_PASSWORD : "errada-123", `10.45.1.${i}`),
      ),
    );
    expect(new Set(statuses(results))).toEqual(new Set([429]));
  });
});

describe("sign-up limit per IP", () => {
  it("allows 20 sign-ups an hour from one IP, failures included, then answers 429", async () => {
    const ip = "10.46.0.1";
    const taken = uniqueEmail("repetido");
    const first = [];
    for (let i = 0; i < 19; i++) first.push(await signUp(i === 0 ? taken : uniqueEmail(), ip));
    expect(new Set(statuses(first))).toEqual(new Set([201]));
    expect((await signUp(taken, ip)).statusCode).toBe(409);

    const refused = await signUp(uniqueEmail(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: "too_many_requests", message: SIGN_UPS_LIMITED });
    expect((await signUp(uniqueEmail(), "10.46.0.2")).statusCode).toBe(201);
  });

  it("lets at most 20 of 40 parallel sign-ups from one IP through", async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => signUp(uniqueEmail(), "10.47.0.1")),
    );
    expect(statuses(results).filter((s) => s === 201).length).toBeLessThanOrEqual(20);
    expect(statuses(results).every((s) => s === 201 || s === 429)).toBe(true);
  });
});
