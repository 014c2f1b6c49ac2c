import { randomBytes } from "node:crypto";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Database, MIGRATIONS_FOLDER, openPglite, openPostgres } from "@server/db/client";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { expect, inject } from "vitest";
import { withDatabase } from "./pg-admin";
import { tempDirForFile } from "./temp-dir";

/**
 * A migration's own test: drizzle/ as it was before the migration (the same files, the journal
 * cut before `tag`), to migrate an empty database to the state before it, write the rows of
 * then, and migrate the rest.
 */
export function migrationsBefore(tag: string): string {
  const dir = tempDirForFile(`before-${tag}`);
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  expect(at, `${tag} in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * A database of its own, empty (an embedded PGlite, or a scratch PostgreSQL database dropped on
 * close when the run has TEST_DATABASE_URL), migrated by `migrateFrom(folder)`.
 */
export async function freshDatabase(): Promise<
  Database & { migrateFrom(folder: string): Promise<void> }
> {
  const target = inject("testDatabase");
  if (target.kind === "pglite") {
    const database = await openPglite();
    const migrateFrom = (folder: string) =>
      migratePglite(drizzlePglite(database.client), { migrationsFolder: folder });
    return { ...database, migrateFrom };
  }
  const name = `acolher_t_${randomBytes(6).toString("hex")}`;
  const admin = openPostgres(target.url, 1);
  await admin.pool.query(`CREATE DATABASE ${name}`);
  await admin.close();
  const database = openPostgres(withDatabase(target.url, name), 1, () => {});
  return {
    ...database,
    migrateFrom: (folder) => migratePg(drizzlePg(database.pool), { migrationsFolder: folder }),
    close: async () => {
      await database.close();
      const cleanup = openPostgres(target.url, 1, () => {});
      await cleanup.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    },
  };
}
