import { randomBytes } from "node:crypto";
import { openPostgres } from "@server/db/client";
import type { TestProject } from "vitest/node";
import { migratedDump, migratedFolder } from "./migrated-cache";
import { adminUrl, TEMPLATE_PREFIX, withDatabase } from "./pg-admin";

/**
 * Migrates once per test run. PGlite: the migrated data directory is dumped to a file that
 * test files load (decision 0371). PostgreSQL: a migrated template database every test file
 * copies.
 */
export default async function setup(project: TestProject) {
  // The data folder the spawned servers and scripts start on, made here once rather than by
  // several test files at the same moment (embedded even on PostgreSQL: create-admin, the lock).
  await migratedFolder();
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
    // Decision 0409: test files' queries through a transaction pooler (PgBouncer) on the same
    // server; creating, migrating and dropping databases and LISTEN stay on `url`.
    const poolerUrl = process.env.TEST_DATABASE_POOLER_URL || undefined;
    project.provide("testDatabase", { kind: "postgres", url, template, poolerUrl });
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
      | { kind: "postgres"; url: string; template: string; poolerUrl?: string };
  }
}
