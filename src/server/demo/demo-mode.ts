import type { Database } from "../db/client";
import { isDatabaseEmpty, isSeeded } from "./seed";

/**
 * DEMO_DATA decides when set. Unset: demo mode for the embedded database when it is empty (first
 * start) or already holds the demo data (every later start), so the sign-in page keeps showing
 * the demo accounts after a restart; never by default on PostgreSQL.
 */
export async function resolveDemoMode(database: Database, demoData: boolean | undefined) {
  if (demoData !== undefined) return demoData;
  if (database.kind !== "pglite") return false;
  return (await isDatabaseEmpty(database.db)) || (await isSeeded(database.db));
}
