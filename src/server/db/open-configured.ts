import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Env } from "../env";
import { type Database, openPglite, openPostgres } from "./client";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** DATA_DIR, relative paths read from the repository root whatever the working directory. */
export const dataDirOf = (env: Env) => path.resolve(ROOT, env.DATA_DIR);

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite on disk in DATA_DIR. */
export async function openConfiguredDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPglite({ dataDir: path.join(dataDirOf(env), "pglite") });
}
