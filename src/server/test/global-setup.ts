import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openPostgres } from "@server/db/client";
import type { TestProject } from "vitest/node";
import { migratedDump, migratedFolder } from "./migrated-cache";
import { adminUrl, TEMPLATE_PREFIX, withDatabase } from "./pg-admin";
import { buildServer } from "./server-bundle";

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * Migrates once per test run. PGlite: the migrated data directory is dumped to a file that
 * test files load (decision 0371). PostgreSQL: a migrated template database every test file
 * copies.
 */
export default async function setup(project: TestProject) {
  // The server as one JavaScript file for the tests that start it as a process (decision 0371,
  // src/server/test/server-bundle.ts), made once per run and removed after it.
  const bundle = project.name === "api" ? await testServerBundle() : undefined;
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
      bundle?.remove();
      const cleanup = openPostgres(adminUrl(url), 1, () => {});
      await cleanup.pool.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await cleanup.close();
    };
  }
  project.provide("testDatabase", { kind: "pglite", dumpFile: await migratedDump() });
  return () => bundle?.remove();
}

/**
 * Builds the server bundle into node_modules/.cache (beside the sources' tree, so the addresses
 * it rewrites hold) and names it to the test workers, which inherit the environment.
 */
async function testServerBundle(): Promise<{ remove(): void }> {
  const dir = path.join(REPO_ROOT, "node_modules/.cache");
  mkdirSync(dir, { recursive: true });
  const folder = mkdtempSync(path.join(dir, "acolher-test-server-"));
  const file = path.join(folder, "main.mjs");
  await buildServer(file);
  process.env.ACOLHER_TEST_SERVER_BUNDLE = file;
  return {
    remove() {
      delete process.env.ACOLHER_TEST_SERVER_BUNDLE;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase:
      | { kind: "pglite"; dumpFile: string }
      | { kind: "postgres"; url: string; template: string; poolerUrl?: string };
  }
}
