import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPglite, openPostgres } from "@server/db/client";
import type { TestProject } from "vitest/node";
import { adminUrl, TEMPLATE_PREFIX, withDatabase } from "./pg-admin";

/**
 * Migrates once per test run. PGlite: the migrated data directory is dumped to a file that
 * every test file loads. PostgreSQL: a migrated template database every test file copies.
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
  const database = await openPglite();
  await database.migrate();
  const dump = await database.client.dumpDataDir("none");
  await database.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), "acolher-test-"));
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("testDatabase", { kind: "pglite", dumpFile: file });
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase:
      | { kind: "pglite"; dumpFile: string }
      | { kind: "postgres"; url: string; template: string };
  }
}
