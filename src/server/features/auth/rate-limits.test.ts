import { setupTestApp } from "@server/test/app";
import { makeAdmin, makeClient, TEST_PASSWORD, uniqueEmail } from "@server/test/factories";
import { describe, expect, it } from "vitest";

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
      acceptLegal: true,
    },
  });

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

/** An address the owner has signed in from; attackers come from everywhere else. */
const HOME = "10.40.0.1";

/** `count` failures of `email` recorded from `count / 5` addresses (5 each, their own cap). */
async function failuresFromEverywhere(email: string, count: number, net: string) {
  for (let i = 0; i < count; i++) {
    const res = await login(email, "errada-123", `${net}.${Math.floor(i / 5)}`);
    expect(res.statusCode).toBe(401);
  }
}

describe("sign-in limits per account and address (decision 0187)", () => {
  it("lets the right password in after 4 failures from an address and refuses it there after 5", async () => {
    const user = await makeClient(t.db);
    for (let i = 0; i < 4; i++) await login(user.email, "errada-123", "10.41.0.1");
    expect((await login(user.email, TEST_PASSWORD, "10.41.0.1")).statusCode).toBe(200);

    for (let i = 0; i < 5; i++) await login(user.email, "errada-123", "10.42.0.1");
    const blocked = await login(user.email, TEST_PASSWORD, "10.42.0.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(RATE_LIMITED);
  });

  it("five wrong passwords from elsewhere, admins included, don't keep the owner out", async () => {
    for (const user of [await makeClient(t.db), await makeAdmin(t.db)]) {
      for (let i = 0; i < 8; i++) await login(user.email, "errada-123", "10.43.9.9");
      expect((await login(user.email, TEST_PASSWORD, "10.43.9.9")).statusCode).toBe(429);
      const owner = await login(user.email, TEST_PASSWORD, "10.43.0.1");
      expect(owner.statusCode).toBe(200);
    }
  });

  it("gives an e-mail typed in other letters no fresh attempts", async () => {
    const user = await makeClient(t.db);
    const ip = "10.48.0.1";
    for (let i = 0; i < 5; i++) await login(user.email, "errada-123", ip);
    const shouted = await login(user.email.toUpperCase(), TEST_PASSWORD, ip);
    expect(shouted.statusCode).toBe(429);
    const mixed = await login(
      ` ${user.email[0]!.toUpperCase()}${user.email.slice(1)}`,
      TEST_PASSWORD,
      ip,
    );
    expect(mixed.statusCode).not.toBe(200);
  });

  it("counts an IPv6 address for its /64: stepping through it gives no fresh attempts", async () => {
    const user = await makeClient(t.db);
    for (let i = 1; i <= 5; i++) await login(user.email, "errada-123", `2001:db8:4:5::${i}`);
    const sameNetwork = await login(user.email, TEST_PASSWORD, "2001:db8:4:5:ffff:1:2:3");
    expect(sameNetwork.statusCode).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, "2001:db8:4:6::1")).statusCode).toBe(200);
  });

  it("lets an IP in after 19 failures across accounts and refuses it after 20", async () => {
    const ip = "10.44.0.1";
    const user = await makeClient(t.db);
    for (let i = 0; i < 19; i++) await login(uniqueEmail(), "errada-123", ip);
    expect((await login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    await login(uniqueEmail(), "errada-123", ip);
    expect((await login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
  });

  it("caps an account at 100 failures from all addresses, except where the owner signed in before", async () => {
    const user = await makeClient(t.db);
    expect((await login(user.email, TEST_PASSWORD, HOME)).statusCode).toBe(200);
    await failuresFromEverywhere(user.email, 100, "10.45.1");

    const stranger = await login(user.email, "errada-123", "10.45.2.1");
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe(RATE_LIMITED);
    // The right password from a new address waits too: it could be the 101st guess.
    expect((await login(user.email, TEST_PASSWORD, "10.45.2.2")).statusCode).toBe(429);
    // The owner's address still gets in, and is itself held to 5 failures.
    expect((await login(user.email, TEST_PASSWORD, HOME)).statusCode).toBe(200);
    // Another account from the attackers' addresses is untouched (4 failures each there).
    const other = await makeClient(t.db);
    expect((await login(other.email, TEST_PASSWORD, "10.45.1.0")).statusCode).toBe(200);
  }, 120_000);
});

describe("sign-in limits under parallel requests", () => {
  it("checks at most 5 passwords of 60 parallel attempts from one address", async () => {
    const user = await makeClient(t.db);
    const results = await Promise.all(
      Array.from({ length: 60 }, () => login(user.email, "errada-123", "10.46.0.1")),
    );
    const checked = statuses(results).filter((s) => s === 401);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(statuses(results).every((s) => s === 401 || s === 429)).toBe(true);
  });

  it("checks at most 100 passwords of an account however many addresses try at once", async () => {
    const user = await makeClient(t.db);
    await failuresFromEverywhere(user.email, 95, "10.47.1");
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(user.email, "errada-123", `10.47.2.${i}`)),
    );
    const checked = statuses(results).filter((s) => s === 401);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(statuses(results).every((s) => s === 401 || s === 429)).toBe(true);
    // Parallel reservations may refuse more than they must (each counts the others in flight,
    // decision 0187), never fewer: the account's last failures, up to its 100, one at a time.
    for (let i = checked.length; i < 5; i++) {
      expect((await login(user.email, "errada-123", `10.47.4.${i}`)).statusCode).toBe(401);
    }
    expect(
      new Set(
        statuses(
          await Promise.all(
            Array.from({ length: 10 }, (_, i) => login(user.email, TEST_PASSWORD, `10.47.3.${i}`)),
          ),
        ),
      ),
    ).toEqual(new Set([429]));
  }, 120_000);
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
