import type { Db } from "@server/db/client";
import { sql } from "drizzle-orm";

/** Tables a request writes by itself, whatever it answers: its session, the sign-in attempts. */
const BOOKKEEPING = ["sessions", "login_attempts"];

const installed = new WeakSet<Db>();

/**
 * A row trigger on every other table that logs each committed row written (inserted, updated or
 * deleted) into `test_rows_written`, installed on the test's database at the first snapshot.
 * A write that is rolled back leaves no log row, as it leaves no data.
 */
async function watchWrites(db: Db): Promise<void> {
  if (installed.has(db)) return;
  await db.execute(sql`CREATE TABLE IF NOT EXISTS test_rows_written (table_name text NOT NULL)`);
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION test_row_written() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_rows_written VALUES (TG_TABLE_NAME);
      RETURN NULL;
    END $$`);
  await db.execute(sql`
    DO $$
    DECLARE t text;
    BEGIN
      FOR t IN SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
          AND table_name <> ALL (ARRAY['test_rows_written', ${sql.raw(BOOKKEEPING.map((name) => `'${name}'`).join(", "))}])
      LOOP
        EXECUTE format('CREATE OR REPLACE TRIGGER test_row_written AFTER INSERT OR UPDATE OR DELETE ON %I
          FOR EACH ROW EXECUTE FUNCTION test_row_written()', t);
      END LOOP;
    END $$;`);
  installed.add(db);
}

/**
 * The rows written so far in every table but the bookkeeping, counted per table: equal snapshots
 * mean no row was written in between. (It hashed every row of every table as text before: the
 * authorization matrix's thousands of refusals spent most of its time there.)
 */
export async function snapshot(db: Db): Promise<string> {
  await watchWrites(db);
  const result = (await db.execute(sql`
    SELECT table_name AS t, count(*)::int AS n FROM test_rows_written
    GROUP BY table_name ORDER BY table_name`)) as unknown as { rows: { t: string; n: number }[] };
  return result.rows.map((r) => `${r.t}:${r.n}`).join("\n");
}
