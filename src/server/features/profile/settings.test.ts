import { SETTINGS_MESSAGES } from "@domain/contracts/settings";
import { MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from "@server/auth/rate-limit";
import { emailOptOuts } from "@server/db/schema";
import { asCaller, type Caller, sessionCookieOf, setupTestApp } from "@server/test/app";
import {
  makeAdmin,
  makeClient,
  makeProfessional,
  signInAs,
  TEST_PASSWORD,
} from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();
const NEW_PASSWORD = "outra-senha-bem-longa-42";

const preferences = async (caller: Caller) =>
  Object.fromEntries(
    (await caller.request({ url: "/api/user/email-preferences" }))
      .json()
      .map((p: { category: string; enabled: boolean }) => [p.category, p.enabled]),
  );

const signIn = (email: string, password: string, remoteAddress?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe("e-mail preferences (issue 16, /settings)", () => {
  it("lists every category: required ones on and marked, optional ones on until turned off", async () => {
    const client = await signInAs(t.app, await makeClient(t.db));
    const res = await client.request({ url: "/api/user/email-preferences" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ category: "agendamentos", required: true, enabled: true }),
      expect.objectContaining({ category: "conta", required: true, enabled: true }),
      expect.objectContaining({ category: "lembretes", required: false, enabled: true }),
      expect.objectContaining({ category: "pos_sessao", required: false, enabled: true }),
      expect.objectContaining({ category: "mensagens", required: false, enabled: true }),
    ]);
    expect(res.json()[2].label).toBe("Lembretes");
  });

  it("turns an optional category off and on again, for every role", async () => {
    for (const user of [
      await makeClient(t.db),
      await makeProfessional(t.db),
      await makeAdmin(t.db),
    ]) {
      const caller = await signInAs(t.app, user);
      const off = await caller.request({
        method: "PUT",
        url: "/api/user/email-preferences",
        payload: { lembretes: false },
      });
      expect(off.statusCode).toBe(200);
      expect(await preferences(caller)).toEqual({
        agendamentos: true,
        conta: true,
        lembretes: false,
        pos_sessao: true,
        mensagens: true,
      });
      await caller.request({
        method: "PUT",
        url: "/api/user/email-preferences",
        payload: { lembretes: true, pos_sessao: false },
      });
      expect(await preferences(caller)).toMatchObject({ lembretes: true, pos_sessao: false });
    }
  });

  it("refuses a required category (400, in Portuguese) and changes nothing", async () => {
    const client = await signInAs(t.app, await makeClient(t.db));
    for (const payload of [
      { agendamentos: false },
      { conta: true, lembretes: false },
      { spam: false },
      {},
    ]) {
      const res = await client.request({
        method: "PUT",
        url: "/api/user/email-preferences",
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/obrigatórios|desconhecida|Informe ao menos/);
    }
    const refused = await client.request({
      method: "PUT",
      url: "/api/user/email-preferences",
      payload: { agendamentos: false },
    });
    expect(refused.json().message).toBe(
      SETTINGS_MESSAGES.requiredCategory("Solicitações, respostas e cancelamentos"),
    );
    const rows = await t.db
      .select()
      .from(emailOptOuts)
      .where(eq(emailOptOuts.userId, client.userId));
    expect(rows).toEqual([]);
  });

  it("changes only the caller's own choices", async () => {
    const mine = await signInAs(t.app, await makeClient(t.db));
    const other = await signInAs(t.app, await makeClient(t.db));
    await other.request({
      method: "PUT",
      url: "/api/user/email-preferences",
      payload: { lembretes: false, pos_sessao: false },
    });
    expect(await preferences(mine)).toMatchObject({ lembretes: true, pos_sessao: true });
    expect(await preferences(other)).toMatchObject({ lembretes: false, pos_sessao: false });
  });
});

describe("changing the password (/settings, 'Alterar senha')", () => {
  const change = (caller: Caller, body: Record<string, string>, remoteAddress?: string) =>
    caller.request({
      method: "PUT",
      url: "/api/user/password",
      payload: body,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it("ends every other session, keeps this one, and the new password signs in", async () => {
    const user = await makeClient(t.db);
    const here = await signInAs(t.app, user);
    const phone = await signInAs(t.app, user);
    const res = await change(here, {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await here.request({ url: "/api/auth/user" })).statusCode).toBe(200);
    expect((await phone.request({ url: "/api/auth/user" })).statusCode).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await signIn(user.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    const again = asCaller(t.app, user.id, sessionCookieOf(fresh));
    expect((await again.request({ url: "/api/auth/user" })).json().id).toBe(user.id);
  });

  it("a wrong current password is 400 with its message, and nothing changes", async () => {
    const user = await makeProfessional(t.db);
    const here = await signInAs(t.app, user);
    const other = await signInAs(t.app, user);
    const res = await change(here, {
      currentPassword: "nao-e-esta-senha",
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "Senha atual incorreta.",
      fieldErrors: { currentPassword: ["Senha atual incorreta."] },
    });
    expect((await other.request({ url: "/api/auth/user" })).statusCode).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("the new password follows the sign-up policy", async () => {
    const here = await signInAs(t.app, await makeAdmin(t.db));
    const cases = [
      [{ password: "curta", passwordConfirmation: "curta" }, "password"],
      [{ password: "password123", passwordConfirmation: "password123" }, "password"],
      [
        { password: NEW_PASSWORD, passwordConfirmation: "outra-coisa-qualquer" },
        "passwordConfirmation",
      ],
    ] as const;
    for (const [body, field] of cases) {
      const res = await change(here, { currentPassword: TEST_PASSWORD, ...body });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toContain(field);
    }
    expect(
      (await signIn((await here.request({ url: "/api/auth/user" })).json().email, TEST_PASSWORD))
        .statusCode,
    ).toBe(200);
  });

  it("wrong guesses count as failed sign-ins: over the limit even the right one is 429", async () => {
    const user = await makeClient(t.db);
    const here = await signInAs(t.app, user);
    const address = "192.0.2.77";
    const wrong = {
      currentPassword: "chute-errado",
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    };
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await change(here, wrong, address)).statusCode).toBe(400);
    }
    const right = { ...wrong, currentPassword: TEST_PASSWORD };
    const blocked = await change(here, right, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(SETTINGS_MESSAGES.tooManyAttempts);
    // The same failures lock sign-in to this account from that address too.
    expect((await signIn(user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
  });
});
