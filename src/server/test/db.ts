import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { type Database, openPglite, openPostgres } from "@server/db/client";
import { inject } from "vitest";
import { withDatabase } from "./pg-admin";

/**
 * A migrated database of this test file's own: PGlite loaded from the migrated dump, or a
 * fresh PostgreSQL database copied from the migrated template (TEST_DATABASE_URL).
 */
export async function openTestDatabase(): Promise<Database> {
  const target = inject("testDatabase");
  if (target.kind === "pglite") {
    const blob = new Blob([readFileSync(target.dumpFile)]);
    return openPglite({ loadDataDir: blob });
  }
  const name = `acolher_t_${randomBytes(6).toString("hex")}`;
  const admin = openPostgres(target.url, 1);
  await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${target.template}`);
  await admin.close();
  // Teardown drops the database WITH (FORCE), which may kill a client still closing: expected.
  const database = openPostgres(withDatabase(target.url, name), 4, () => {});
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = openPostgres(target.url, 1);
      await cleanup.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    },
  };
}
