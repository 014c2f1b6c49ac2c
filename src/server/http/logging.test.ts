import { buildApp } from "@server/app";
import { asCaller, sessionCookieOf, setupTestApp } from "@server/test/app";
import { makeAdmin, TEST_PASSWORD } from "@server/test/factories";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    db: t.db,
    sessionSecret: "test-secret-0123456789abcdef0123456789",
    logger: true,
    logStream: { write: (line) => lines.push(line) },
  });
  // An insert failing in a way no handler expects: the 500 path, which logs the error.
  await t.db.execute(sql`
    CREATE FUNCTION refuse_log_test() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.email LIKE 'falha-log%' THEN
        RAISE EXCEPTION 'insert refused for %', NEW.email USING DETAIL = NEW.password_hash;
      END IF;
      RETURN NEW;
    END $$`);
  await t.db.execute(sql`
    CREATE TRIGGER refuse_log_test BEFORE INSERT ON users
    FOR EACH ROW EXECUTE FUNCTION refuse_log_test()`);
});
afterAll(async () => app?.close());

describe("logs carry no personal data (decision 0145)", () => {
  it("a failed sign-up insert logs the error without the e-mail, password or hash", async () => {
    const email = "falha-log-maria@example.com";
    const password = "frase secreta de teste";
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { cookie: "acolher_session=segredo-da-sessao", authorization: "Bearer xyz-token" },
      payload: {
        firstName: "Maria",
        lastName: "Log",
        email,
        password,
        passwordConfirmation: password,
        acceptLegal: true,
      },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join("");
    expect(log).toContain("unhandled error");
    expect(log).toContain("Failed query: insert into");
    for (const secret of [
      email,
      "falha-log",
      password,
      "$argon2id",
      "segredo-da-sessao",
      "xyz-token",
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it("request logs keep the path, never the query's values (an admin's search by e-mail or CPF)", async () => {
    const admin = await makeAdmin(t.db);
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    const caller = asCaller(app, admin.id, sessionCookieOf(signIn));
    const before = lines.length;
    for (const search of ["maria.busca-log@example.com", "529.982.247-25", "52998224725"]) {
      const res = await caller.request({
        url: `/api/admin/users?search=${encodeURIComponent(search)}&page=1`,
      });
      expect(res.statusCode).toBe(200);
    }
    const log = lines.slice(before).join("");
    expect(log).toContain('"url":"/api/admin/users"');
    for (const secret of [
      "maria.busca-log",
      "busca-log%40example",
      "529.982",
      "52998224725",
      "search=",
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it("a request is one access line: its path, status and time (decision 0412)", async () => {
    const before = lines.length;
    const res = await app.inject({ url: "/healthz?probe=1" });
    const mine = lines
      .slice(before)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.reqId === res.headers["request-id"] || entry.req || entry.res);
    expect(mine).toHaveLength(1);
    expect(res.statusCode).toBe(200);
    expect(mine[0]).toMatchObject({
      msg: "request completed",
      req: { method: "GET", url: "/healthz" },
      res: { statusCode: res.statusCode },
    });
    expect(mine[0].responseTime).toBeTypeOf("number");
  });

  it("request logs never carry a calendar-feed or unsubscribe token (issue 28)", async () => {
    const token = "segredo-de-teste-0123456789abcdefghij";
    const before = lines.length;
    for (const url of [
      `/api/calendar/${token}.ics`,
      `/api/email/unsubscribe/${token}`,
      `/descadastrar/${token}`,
    ]) {
      await app.inject({ url });
    }
    await app.inject({ method: "POST", url: `/api/email/unsubscribe/${token}` });
    const log = lines.slice(before).join("");
    expect(log).toContain('"url":"/api/calendar/[redacted].ics"');
    expect(log).toContain('"url":"/api/email/unsubscribe/[redacted]"');
    expect(log).toContain('"url":"/descadastrar/[redacted]"');
    expect(log).not.toContain("segredo-de-teste");
  });

  it("redacts headers and personal fields whatever logs them", () => {
    app.log.info(
      {
        headers: { cookie: "c=1", authorization: "Basic abc" },
        user: { email: "ana@example.com", cpf: "52998224725", phone: "11987654321", password: "x" },
      },
      "probe",
    );
    const probe = JSON.parse(lines.find((l) => l.includes('"probe"'))!);
    expect(probe.headers).toEqual({ cookie: "[redacted]", authorization: "[redacted]" });
    expect(probe.user).toEqual({
      email: "[redacted]",
      cpf: "[redacted]",
      phone: "[redacted]",
      password: "[redacted]",
    });
  });
});
