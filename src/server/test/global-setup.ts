import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { MIGRATIONS_FOLDER, openPglite, openPostgres } from "@server/db/client";
import type { TestProject } from "vitest/node";
import { adminUrl, TEMPLATE_PREFIX, withDatabase } from "./pg-admin";

/** Where the migrated PGlite dumps are kept between runs (not the system's temporary folder). */
const DUMP_CACHE = path.join(MIGRATIONS_FOLDER, "../node_modules/.cache/acolher-test-db");

/** The migrations and the PGlite build they ran on: a change to either migrates again. */
function migrationsKey(): string {
  const hash = createHash("sha256");
  const pglite = path.join(MIGRATIONS_FOLDER, "../node_modules/@electric-sql/pglite/package.json");
  hash.update(readFileSync(pglite));
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    if (name.endsWith(".sql") || name.endsWith(".json"))
      hash.update(name).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * The migrated PGlite data directory as a dump every test file can load, made once per change
 * of the migrations and kept in node_modules/.cache (decision 0371).
 */
async function migratedDump(): Promise<string> {
  const file = path.join(DUMP_CACHE, `migrated-${migrationsKey()}.tar`);
  if (existsSync(file)) return file;
  const database = await openPglite();
  await database.migrate();
  const dump = await database.client.dumpDataDir("none");
  await database.close();
  mkdirSync(DUMP_CACHE, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  for (const old of readdirSync(DUMP_CACHE)) {
    if (old.startsWith("migrated-") && path.join(DUMP_CACHE, old) !== file)
      rmSync(path.join(DUMP_CACHE, old), { force: true });
  }
  return file;
}

/**
 * Migrates once per test run. PGlite: the migrated data directory is dumped to a file that
 * test files load (decision 0371). PostgreSQL: a migrated template database every test file
 * copies.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // One template per run, so two runs on one server (two terminals, CI) never collide.
    const template = `${TEMPLATE_PREFIX}${randomBytes(4).toString("hex")}`;
    const admin = openPostgres(adminUrl(url), 1);
    await admin.pool.query(`CREATE DATABASE ${template}`);
    await admin.close();
    const database = openPostgres(withDatabase(url, template), 1);
    await database.migrate();
    await database.close();
    project.provide("testDatabase", { kind: "postgres", url, template });
    return async () => {
      const cleanup = openPostgres(adminUrl(url), 1, () => {});
      await cleanup.pool.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await cleanup.close();
    };
  }
  project.provide("testDatabase", { kind: "pglite", dumpFile: await migratedDump() });
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase:
      | { kind: "pglite"; dumpFile: string }
      | { kind: "postgres"; url: string; template: string };
  }
}
