import { randomBytes } from "node:crypto";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withDatabase } from "@server/test/pg-admin";
import { tempDirForFile } from "@server/test/temp-dir";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, inject, it } from "vitest";
import { type Database, MIGRATIONS_FOLDER, openPglite, openPostgres } from "./client";

// Issue 18 (decision 0335): drizzle/0027 gives the cities saved before it their state where only
// one state has that name, and keys the search's city places with it.
const MIGRATION = "0027_city_states";

/** drizzle/ as it was before the migration: the same files, the journal cut before it. */
function migrationsBefore(tag: string): string {
  const dir = tempDirForFile("before-city-states");
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  expect(at, `${tag} in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** A database of its own, empty, migrated by `migrate(folder)`. */
async function freshDatabase(): Promise<Database & { migrateFrom(folder: string): Promise<void> }> {
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

let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
afterAll(async () => database?.close());

describe(`${MIGRATION} (decision 0335)`, () => {
  it("gives saved cities the state of their name where only one state has it, and keys the search's places with it", async () => {
    database = await freshDatabase();
    const { db } = database;
    await database.migrateFrom(migrationsBefore(MIGRATION));
    // Rows saved before: a client in Teresina (only in PI) and one in Bom Jesus (five states);
    // home services in Manaus and in Bom Jesus.
    await db.execute(sql`
      INSERT INTO users (email, first_name, last_name, role, city) VALUES
        ('teresina@teste.acolher', 'Ana', 'Piauí', 'client', 'Teresina'),
        ('bomjesus@teste.acolher', 'Bia', 'Jesus', 'client', 'Bom Jesus'),
        ('manaus@teste.acolher', 'Caio', 'Amazonas', 'professional', NULL),
        ('bj-pro@teste.acolher', 'Davi', 'Jesus', 'professional', NULL)`);
    await db.execute(sql`
      INSERT INTO professional_profiles (user_id, service_options, home_service_city, home_service_areas)
        SELECT id, '{domiciliar}', CASE email WHEN 'manaus@teste.acolher' THEN 'Manaus' ELSE 'Bom Jesus' END,
               '{Centro}'
          FROM users WHERE role = 'professional'`);

    await database.migrateFrom(MIGRATIONS_FOLDER);

    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const clients = await rows<{ city: string; state: string | null }>(
      sql`SELECT city, state FROM users WHERE role = 'client' ORDER BY city`,
    );
    expect(clients).toEqual([
      { city: "Bom Jesus", state: null },
      { city: "Teresina", state: "PI" },
    ]);
    const profiles = await rows<{ city: string; state: string | null; places: string[] }>(sql`
      SELECT home_service_city AS city, home_service_state AS state, search_places AS places
        FROM professional_profiles ORDER BY home_service_city`);
    expect(profiles.map(({ city, state }) => ({ city, state }))).toEqual([
      { city: "Bom Jesus", state: null },
      { city: "Manaus", state: "AM" },
    ]);
    const [bomJesus, manaus] = profiles;
    expect(manaus!.places).toEqual(
      expect.arrayContaining(["home_city:manaus/am", "home_city:manaus/am:centro", "home:centro"]),
    );
    expect(manaus!.places).not.toContain("home_city:manaus");
    // A shared name saved without its state keeps the key of before (the search asks for it too).
    expect(bomJesus!.places).toEqual(
      expect.arrayContaining(["home_city:bom jesus", "home_city:bom jesus:centro"]),
    );
  }, 120_000);
});
