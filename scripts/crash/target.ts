/**
 * Where a crash-safety run keeps its data: a fresh embedded data folder, or a scratch database
 * on a PostgreSQL server (created from the admin URL, dropped at the end; only the app server
 * is killed, PostgreSQL stays up).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, openPglite, openPostgres } from "../../src/server/db/client";
import { copyMigratedPglite } from "../../src/server/test/migrated-cache";
import { withDatabase } from "../../src/server/test/pg-admin";

export interface CrashTarget {
  kind: "embedded" | "postgres";
  /** What the server process gets on top of its environment. */
  serverEnv: Record<string, string>;
  /** The run's database, migrated; only while no server runs on an embedded folder. */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export function embeddedTarget(): CrashTarget {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "acolher-crash-"));
  return {
    kind: "embedded",
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: "" },
    async open() {
      const pgliteDir = path.join(dataDir, "pglite");
      // The first open starts from a copy of the tests' migrated folder: creating and
      // migrating an embedded database costs seconds of CPU the suite can spare (0371).
      if (!existsSync(pgliteDir)) await copyMigratedPglite(pgliteDir);
      const database = await openPglite({ dataDir: pgliteDir });
      await database.migrate();
      return database;
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postgresTarget(adminUrl: string): Promise<CrashTarget> {
  const name = `acolher_crash_${randomBytes(4).toString("hex")}`;
  const url = withDatabase(adminUrl, name);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "acolher-crash-"));
  const admin = openPostgres(adminUrl, 1);
  try {
    await admin.pool.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  return {
    kind: "postgres",
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url },
    async open() {
      const database = openPostgres(url, 2);
      await database.migrate();
      return database;
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      const dropper = openPostgres(adminUrl, 1);
      try {
        await dropper.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.close();
      }
    },
  };
}
