import type { Db } from "@server/db/client";
import { sql } from "drizzle-orm";

/**
 * Sums each counter's rows of stat_counters into one, so the dashboard's read stays a few
 * rows however many writes came since. Only counters with more than one row are touched (an
 * idle database is left as it is). Deltas committed after this statement's snapshot stay for
 * the next run; two runs at once (not that the job allows it) each fold only the rows they
 * deleted, so nothing is counted twice or lost. Readers see the rows before or after, never a
 * half: the sums do not change. Run by the periodic job. Returns how many rows it folded.
 */
export async function foldStatCounters(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`
    WITH folded AS (
      DELETE FROM stat_counters
       WHERE name IN (SELECT name FROM stat_counters GROUP BY name HAVING count(*) > 1)
      RETURNING name, value),
    summed AS (
      INSERT INTO stat_counters (name, value)
      SELECT name, sum(value) FROM folded GROUP BY name)
    SELECT count(*)::int AS n FROM folded`)) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
}
