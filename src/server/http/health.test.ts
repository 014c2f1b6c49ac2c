import { randomBytes } from "node:crypto";
import { buildApp } from "@server/app";
import { type Database, openPglite, openPostgres } from "@server/db/client";
import { TEST_SESSION_SECRET } from "@server/test/app";
import { withDatabase } from "@server/test/pg-admin";
import { describe, expect, inject, it, onTestFinished } from "vitest";

/** A database without migrations, on the run's target (PGlite, or a scratch PostgreSQL one). */
async function openEmptyDatabase(): Promise<Database> {
  const target = inject("testDatabase");
  if (target.kind === "pglite") return openPglite();
  const name = `acolher_ready_${randomBytes(4).toString("hex")}`;
  const admin = openPostgres(target.url, 1);
  await admin.pool.query(`CREATE DATABASE ${name}`);
  await admin.close();
  const database = openPostgres(withDatabase(target.url, name), 2, () => {});
  // Asked for inside the test: an afterAll registered there never ran, and every PostgreSQL
  // run left an acolher_ready_* database behind.
  onTestFinished(async () => {
    const dropper = openPostgres(target.url, 1);
    await dropper.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.close();
  });
  return database;
}

describe("/healthz and /readyz (decision 0182)", () => {
  it("readyz answers 503 before the migrations, 200 after, 503 once the database is closed; healthz always 200", async () => {
    const database = await openEmptyDatabase();
    const app = await buildApp({ db: database.db, sessionSecret: TEST_SESSION_SECRET });
    try {
      const probe = async (url: string) => {
        const res = await app.inject({ url });
        return [res.statusCode, res.json().status];
      };
      expect(await probe("/readyz")).toEqual([503, "unavailable"]);
      expect(await probe("/healthz")).toEqual([200, "ok"]);

      await database.migrate();
      expect(await probe("/readyz")).toEqual([200, "ok"]);

      await database.close();
      expect(await probe("/readyz")).toEqual([503, "unavailable"]);
      expect(await probe("/healthz")).toEqual([200, "ok"]);
    } finally {
      await app.close();
    }
  }, 60_000);
});
