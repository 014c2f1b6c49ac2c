import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Env } from "@server/env";
import { type Database, openPglite, openPostgres } from "./client";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** DATA_DIR, relative paths read from the repository root whatever the working directory. */
export const dataDirOf = (env: Env) => path.resolve(ROOT, env.DATA_DIR);

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite on disk in DATA_DIR, held
 * by this process alone: a second process (a server, create-admin, seed-demo) on the same
 * folder stops at once with the reason instead of losing writes (decision 0146).
 */
export async function openConfiguredDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) {
    return openPostgres(env.DATABASE_URL, undefined, undefined, {
      mode: env.DATABASE_POOL_MODE,
      listenUrl: env.DATABASE_LISTEN_URL,
    });
  }
  const dataDir = dataDirOf(env);
  mkdirSync(dataDir, { recursive: true });
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  try {
    const database = await openPglite({ dataDir: path.join(dataDir, "pglite") });
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
