import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "./db";
import { makeClient } from "./factories";

/**
 * Each test file's database is migrated and empty, whether it is a new copy (PostgreSQL) or
 * an instance this worker used before and emptied (PGlite, decision 0371).
 */
const rows = async (db: Awaited<ReturnType<typeof openTestDatabase>>["db"], query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

describe("a test file's database", () => {
  it("has every table empty after the migrations (so emptying one restores it)", async () => {
    const database = await openTestDatabase();
    try {
      const tables = await rows(
        database.db,
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
      );
      expect(tables.length).toBeGreaterThan(20);
      const counts = await rows(
        database.db,
        tables
          .map((t) => `SELECT '${t.tablename}' AS name, count(*)::int AS n FROM "${t.tablename}"`)
          .join(" UNION ALL "),
      );
      expect(counts.filter((c) => c.n !== 0)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("is empty again for the next file, its sequences restarted and its settings reset", async () => {
    const first = await openTestDatabase();
    await makeClient(first.db);
    await first.db.execute(sql`SET statement_timeout = '1234ms'`);
    await first.db.execute(sql`SELECT pg_advisory_lock(4242)`);
    const seq = `SELECT nextval('professional_profiles_public_number_seq') AS n`;
    const [firstNumber] = await rows(first.db, seq);
    await rows(first.db, seq);
    await first.close();

    const next = await openTestDatabase();
    try {
      expect(await rows(next.db, `SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 0 }]);
      const [fresh] = await rows(
        next.db,
        `SELECT nextval('professional_profiles_public_number_seq') AS n`,
      );
      expect(fresh).toEqual(firstNumber);
      expect(await rows(next.db, `SHOW statement_timeout`)).toEqual([{ statement_timeout: "0" }]);
      expect(
        // This file's own lock, in its own database: pg_locks lists the whole server's, and on
        // PostgreSQL other files running meanwhile hold theirs (a CI run counted 19).
        await rows(
          next.db,
          `SELECT count(*)::int AS n FROM pg_locks
            WHERE locktype = 'advisory' AND objid = 4242
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        ),
      ).toEqual([{ n: 0 }]);
    } finally {
      await next.close();
    }
  });

  it("never carries a schema change of one file into the next", async () => {
    const first = await openTestDatabase();
    await first.db.execute(sql`CREATE FUNCTION planted_refusal() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'planted'; END $$`);
    await first.db.execute(sql`CREATE TRIGGER planted_refusal BEFORE INSERT ON users
      FOR EACH ROW EXECUTE FUNCTION planted_refusal()`);
    await first.close();

    const next = await openTestDatabase();
    try {
      expect(
        await rows(
          next.db,
          `SELECT count(*)::int AS n FROM pg_trigger WHERE tgname = 'planted_refusal'`,
        ),
      ).toEqual([{ n: 0 }]);
      await makeClient(next.db);
    } finally {
      await next.close();
    }
  });
});
