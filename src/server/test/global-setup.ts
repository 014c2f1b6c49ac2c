import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client";
import { adminUrl, TEMPLATE_DB, withDatabase } from "./pg-admin";

/**
 * Migrates once per test run. PGlite: the migrated data directory is dumped to a file that
 * every test file loads. PostgreSQL: a migrated template database every test file copies.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = openPostgres(adminUrl(url), 1);
    await admin.pool.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.close();
    const template = openPostgres(withDatabase(url, TEMPLATE_DB), 1);
    await template.migrate();
    await template.close();
    project.provide("testDatabase", { kind: "postgres", url });
    return;
  }
  const database = await openPglite();
  await database.migrate();
  const dump = await database.client.dumpDataDir("none");
  await database.close();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "acolher-test-")), "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("testDatabase", { kind: "pglite", dumpFile: file });
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: { kind: "pglite"; dumpFile: string } | { kind: "postgres"; url: string };
  }
}
