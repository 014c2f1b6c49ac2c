import { buildApp } from "@server/app";
import type { Database } from "@server/db/client";
import { PAGES_GONE_CHANNEL } from "@server/shared/pages-gone";
import { TEST_SESSION_SECRET } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { openTestDatabase } from "@server/test/db";
import { makeAdmin, signInAs } from "@server/test/factories";
import { professionalPage, visitPage } from "@server/test/page-helpers";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

/**
 * Issue 28, item 7 (decision 0373): two server processes on one database, each keeping
 * visitors' pages for 30 s (decision 0356). A ban or a deletion made through one of them takes
 * the page out of both at once: the database tells every process that listens. The clock
 * stands still, so a kept copy that nobody cleared would be served for the whole test.
 */
let database: Database;
let one: FastifyInstance;
let other: FastifyInstance;

const serverProcess = () =>
  buildApp({
    db: database.db,
    sessionSecret: TEST_SESSION_SECRET,
    publicUrl: "https://acolher.example",
    clock: testNow,
    pageCacheMs: 30_000,
    listen: database.listen,
  });

beforeAll(async () => {
  database = await openTestDatabase();
  one = await serverProcess();
  other = await serverProcess();
});
afterAll(async () => {
  await one?.close();
  await other?.close();
  await database?.close();
});

/** Both processes have the page kept, showing her name. */
async function keptByBoth(url: string, name: string) {
  for (const app of [one, other]) {
    for (let i = 0; i < 2; i++) {
      const { response, html } = await visitPage(app, url);
      expect(response.statusCode).toBe(200);
      expect(html).toContain(name);
    }
  }
}

const statusIn = async (app: FastifyInstance, url: string) =>
  (await visitPage(app, url)).response.statusCode;

describe("a page that stops being public leaves every process's kept pages at once", () => {
  it("a ban made through one process: the other answers 404 at once", async () => {
    const { user, url } = await professionalPage(database.db);
    await keptByBoth(url, user.firstName);
    const admin = await signInAs(one, await makeAdmin(database.db));
    const ban = await admin.request({
      method: "PUT",
      url: `/api/admin/users/${user.id}/ban`,
      payload: { isBanned: true, banReason: "uso_indevido" },
    });
    expect(ban.statusCode).toBe(200);
    // The notice travels after the commit: for PostgreSQL, over another connection.
    await expect.poll(() => statusIn(other, url), { timeout: 3_000, interval: 20 }).toBe(404);
    expect(await statusIn(one, url)).toBe(404);
  });

  it("a professional who deletes the account is gone (410) from both", async () => {
    const { user, url } = await professionalPage(database.db);
    await keptByBoth(url, user.firstName);
    const pro = await signInAs(other, user);
    expect((await pro.request({ method: "DELETE", url: "/api/user/account" })).statusCode).toBe(
      200,
    );
    await expect.poll(() => statusIn(one, url), { timeout: 3_000, interval: 20 }).toBe(410);
    expect(await statusIn(other, url)).toBe(410);
  });

  it("a price change still waits for the kept copy's time (only visibility is urgent)", async () => {
    const { user, url } = await professionalPage(database.db);
    await keptByBoth(url, user.firstName);
    const pro = await signInAs(one, user);
    const before = (await visitPage(other, url)).html;
    await pro.request({
      method: "PUT",
      url: "/api/user/profile",
      payload: { firstName: user.firstName, lastName: "Lima", bio: "Atendo adultos." },
    });
    expect((await visitPage(other, url)).html).toBe(before);
  });

  it.runIf(inject("testDatabase").kind === "postgres")(
    "a listening connection that drops is opened again, and then hears the next ban",
    async () => {
      const listening = sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND query = ${`LISTEN "${PAGES_GONE_CHANNEL}"`}`;
      const listeners = async () => {
        const { rows } = (await database.db.execute(listening)) as unknown as {
          rows: Array<{ n: number }>;
        };
        return rows[0]!.n;
      };
      expect(await listeners()).toBe(2);
      await database.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query = ${`LISTEN "${PAGES_GONE_CHANNEL}"`}`);
      await expect.poll(listeners, { timeout: 5_000, interval: 100 }).toBe(2);

      const { user, url } = await professionalPage(database.db);
      await keptByBoth(url, user.firstName);
      const admin = await signInAs(one, await makeAdmin(database.db));
      await admin.request({
        method: "PUT",
        url: `/api/admin/users/${user.id}/ban`,
        payload: { isBanned: true, banReason: "uso_indevido" },
      });
      await expect.poll(() => statusIn(other, url), { timeout: 3_000, interval: 20 }).toBe(404);
    },
  );
});
