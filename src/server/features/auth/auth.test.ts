import { sessions, users } from "@server/db/schema";
import { sessionCookieOf, setupTestApp } from "@server/test/app";
import {
  makeAdmin,
  makeClient,
  makeUser,
  signInAs,
  TEST_PASSWORD,
  uniqueEmail,
} from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const register = (email: string, overrides: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      firstName: "Joana",
      lastName: "Silva",
      email,
      password: "uma-senha-boa",
      passwordConfirmation: "uma-senha-boa",
      acceptLegal: true,
      ...overrides,
    },
  });

describe("sign-up", () => {
  it("creates an account without a role, signs it in and hashes the password with argon2id", async () => {
    const email = uniqueEmail("joana");
    const res = await register(email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email,
      firstName: "Joana",
      role: null,
      isProfileComplete: false,
    });
    const cookie = res.cookies.find((c) => c.name === "acolher_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const me = await t.app.inject({
      url: "/api/auth/user",
      headers: { cookie: sessionCookieOf(res) },
    });
    expect(me.json().email).toBe(email);
  });

  it("rejects a second account with the same e-mail in another case", async () => {
    const email = uniqueEmail("dup");
    await register(email);
    const res = await register(email.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Já existe uma conta com este e-mail.");
  });

  it.each([
    [{ firstName: "J" }, "Nome deve ter pelo menos 2 caracteres"],
    [
      { password: "curta", passwordConfirmation: "curta" },
      "A senha deve ter pelo menos 8 caracteres",
    ],
    [{ passwordConfirmation: "outra-senha" }, "As senhas não coincidem"],
    [{ email: "sem-arroba" }, "Informe um e-mail válido"],
  ])("answers 400 in Portuguese for %o", async (overrides, message) => {
    const res = await register(uniqueEmail(), overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe("sign-in", () => {
  it("gives the same message for an unknown e-mail and a wrong password", async () => {
    const user = await makeClient(t.db);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: "errada-123" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: uniqueEmail(), password: "errada-123" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe("E-mail ou senha incorretos.");
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it("issues a new session id at every sign-in and records lastLogin", async () => {
    const user = await makeClient(t.db);
    const a = await signInAs(t.app, user);
    const b = await signInAs(t.app, user);
    expect(a.cookie).not.toBe(b.cookie);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLogin).not.toBeNull();
  });

  it("blocks an account from an address after 5 failures there, even with the right password, with a clear message", async () => {
    const user = await makeClient(t.db);
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "10.9.0.1",
        payload: { email: user.email, password: "errada-123" },
      });
    }
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "10.9.0.1",
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      "Muitas tentativas de entrar. Aguarde 15 minutos e tente novamente.",
    );
  });

  it("counts failures by the real peer address, whatever X-Forwarded-For claims", async () => {
    const ip = "10.77.0.1";
    for (let i = 0; i < 20; i++) {
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: ip,
        headers: { "x-forwarded-for": `203.0.113.${i}` },
        payload: { email: uniqueEmail(), password: "errada-123" },
      });
    }
    const user = await makeClient(t.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: ip,
      headers: { "x-forwarded-for": "198.51.100.7" },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(429);
  });

  it("blocks an IP after 20 failures across accounts", async () => {
    const ip = "10.20.30.40";
    for (let i = 0; i < 20; i++) {
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: ip,
        payload: { email: uniqueEmail(), password: "errada-123" },
      });
    }
    const user = await makeClient(t.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: ip,
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(429);
  });
});

describe("sessions", () => {
  it("/api/logout ends the session server-side and lands on /", async () => {
    const caller = await signInAs(t.app, await makeClient(t.db));
    const res = await caller.request({ url: "/api/logout" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    expect((await caller.request({ url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("/api/login sends visitors to the sign-in page", async () => {
    const res = await t.app.inject({ url: "/api/login" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/entrar");
  });

  it("expires a session idle for more than 7 days", async () => {
    const user = await makeClient(t.db);
    const caller = await signInAs(t.app, user);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 86400_000) })
      .where(eq(sessions.userId, user.id));
    expect((await caller.request({ url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("refuses a state-changing request from another origin", async () => {
    const caller = await signInAs(t.app, await makeUser(t.db, null));
    const res = await caller.request({
      method: "POST",
      url: "/api/auth/set-role",
      headers: { origin: "https://evil.example" },
      payload: { role: "client" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Origem da requisição não permitida.");
  });

  it("a banned user gets 403 on every request, loses the session and cannot sign in", async () => {
    const user = await makeClient(t.db);
    const caller = await signInAs(t.app, user);
    await t.db.update(users).set({ isBanned: true }).where(eq(users.id, user.id));
    const res = await caller.request({ url: "/api/auth/user" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Sua conta está suspensa. Entre em contato com o suporte.");
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
  });
});

describe("set-role", () => {
  it("lets a user without a role become a professional", async () => {
    const caller = await signInAs(t.app, await makeUser(t.db, null));
    const res = await caller.request({
      method: "POST",
      url: "/api/auth/set-role",
      payload: { role: "professional" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe("professional");
  });

  it("never produces an admin", async () => {
    const caller = await signInAs(t.app, await makeUser(t.db, null));
    const res = await caller.request({
      method: "POST",
      url: "/api/auth/set-role",
      payload: { role: "admin" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Tipo de conta inválido");
  });

  it("lets a client become a professional but not a professional become a client", async () => {
    const client = await signInAs(t.app, await makeClient(t.db));
    expect(
      (
        await client.request({
          method: "POST",
          url: "/api/auth/set-role",
          payload: { role: "professional" },
        })
      ).statusCode,
    ).toBe(200);
    const back = await client.request({
      method: "POST",
      url: "/api/auth/set-role",
      payload: { role: "client" },
    });
    expect(back.statusCode).toBe(403);
    expect(back.json().message).toBe("Não é possível alterar o tipo desta conta.");
  });

  it("does not change an admin's role", async () => {
    const admin = await signInAs(t.app, await makeAdmin(t.db));
    const res = await admin.request({
      method: "POST",
      url: "/api/auth/set-role",
      payload: { role: "client" },
    });
    expect(res.statusCode).toBe(403);
  });
});
