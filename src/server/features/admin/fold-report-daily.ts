import type { Db } from "@server/db/client";
import { sql } from "drizzle-orm";

/**
 * Sums the deltas the triggers appended to report_daily (drizzle/0043) into one folded row per
 * (day, specialty, city, metric), like the admin counters' fold (decision 0190): only keys with
 * an unfolded row are touched (found by a partial index), deltas committed after this
 * statement's snapshot stay for the next run, and readers see the rows before or after, never a
 * half. A key whose sum is 0 is dropped. Returns how many rows it folded. Decision 0405.
 */
export async function foldReportDaily(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`
    WITH keys AS (
      SELECT DISTINCT day, specialty, city, metric FROM report_daily WHERE NOT folded),
    folded AS (
      DELETE FROM report_daily r USING keys k
       WHERE r.day = k.day AND r.specialty = k.specialty AND r.city = k.city
         AND r.metric = k.metric
      RETURNING r.day, r.specialty, r.city, r.metric, r.value),
    summed AS (
      INSERT INTO report_daily (day, specialty, city, metric, value, folded)
      SELECT day, specialty, city, metric, sum(value), true FROM folded
       GROUP BY day, specialty, city, metric HAVING sum(value) <> 0)
    SELECT count(*)::int AS n FROM folded`)) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
}
