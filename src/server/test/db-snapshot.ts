import type { Db } from "@server/db/client";
import { sql } from "drizzle-orm";

/**
 * Every table but the bookkeeping a request touches by itself (sessions, sign-in attempts),
 * hashed row by row: equal snapshots mean no data changed.
 */
export async function snapshot(db: Db): Promise<string> {
  const tables = (await db.execute(sql`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('sessions', 'login_attempts') ORDER BY table_name`)) as unknown as {
    rows: { name: string }[];
  };
  const parts = tables.rows.map(
    ({ name }) =>
      `SELECT '${name}' AS t, count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${name}" x`,
  );
  const result = (await db.execute(sql.raw(parts.join(" UNION ALL ")))) as unknown as {
    rows: { t: string; n: number; h: string }[];
  };
  return result.rows
    .map((r) => `${r.t}:${r.n}:${r.h}`)
    .sort()
    .join("\n");
}
