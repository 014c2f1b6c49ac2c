import { type AppOptions, buildApp } from "@server/app";
import type { Db } from "@server/db/client";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { testNow } from "./clock";
import { openTestDatabase } from "./db";

/** The session secret of test apps (a test may open sessions directly with SessionStore). */
export const TEST_SESSION_SECRET = "test-secret-0123456789abcdef0123456789";

export interface TestContext {
  app: FastifyInstance;
  db: Db;
}

/**
 * One app on one migrated database for the whole test file. Tests stay independent by making
 * their own users with the factories (unique e-mails), never by relying on order.
 */
export function setupTestApp(
  options: Omit<Partial<AppOptions>, "db" | "sessionSecret"> = {},
): TestContext {
  const ctx = {} as TestContext;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openTestDatabase();
    ctx.db = database.db;
    ctx.app = await buildApp({
      clock: testNow,
      ...options,
      db: database.db,
      sessionSecret: TEST_SESSION_SECRET,
    });
    close = async () => {
      await ctx.app.close();
      await database.close();
    };
  });
  afterAll(async () => close?.());
  return ctx;
}

/** A signed-in caller: every request carries its session cookie. */
export interface Caller {
  userId: string;
  cookie: string;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export function asCaller(app: FastifyInstance, userId: string, cookie: string): Caller {
  return {
    userId,
    cookie,
    request: (options) =>
      app.inject({ ...options, headers: { ...options.headers, cookie } } as InjectOptions),
  };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "acolher_session");
  if (!cookie)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `acolher_session=${cookie.value}`;
}
