import { AUTO_REJECT_AFTER_HOURS } from "@domain/constants";
import type { Db } from "@server/db/client";
import { professionalProfiles as p } from "@server/db/schema";
import { sql } from "drizzle-orm";

/**
 * The professional's next free slot at `instant` as the database computes it: the SQL function
 * `next_free_slot` (drizzle/0022, decision 0290) walks the days from today to the booking
 * horizon by the booking dialog's rule and stops at the first day with a slot.
 */
const nextFreeSql = (professionalId: unknown, instant: unknown) =>
  sql`next_free_slot(${professionalId}::uuid, ${instant}::timestamptz)`;

/**
 * Keeps `professional_profiles.next_free_at` true after a change to the professional's agenda
 * (issue 17). Called under the agenda lock by every change (see withAgendaLock), in its
 * transaction: search never reads a stale one.
 */
export async function refreshNextFree(db: Db, professionalId: string, instant: Date) {
  // One statement; the row (and its search trigger) is written only when the value changes.
  await db.execute(sql`
    UPDATE ${p} SET next_free_at = n.at
    FROM (SELECT ${nextFreeSql(professionalId, instant.toISOString())} AS at) n
    WHERE ${p.userId} = ${professionalId} AND ${p.nextFreeAt} IS DISTINCT FROM n.at`);
}

/** The next free slot's instant without writing it (null: none within the horizon). */
export async function findNextFreeAt(
  db: Db,
  professionalId: string,
  instant: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`${nextFreeSql(professionalId, instant.toISOString())}` })
    .from(sql`(SELECT 1) one`);
  return row?.at ? new Date(row.at) : null;
}

/** How often the refresh-next-free job runs (src/server/jobs/index.ts). */
export const NEXT_FREE_JOB_EVERY_MS = 60_000;

/** How long one run of the job may go on recomputing, in rounds of `batch` (see below). */
const JOB_RUN_BUDGET_MS = 30_000;

/**
 * As time passes, the next free slot moves: it starts and is gone (`next_free_at` at or before
 * `instant`, professional_profiles_next_free_idx), or a pending request passes its 48 hours
 * unanswered and no longer holds its slot (decision 0080; looked for over the last
 * `lookbackMs`, with the future requests of appointments_status_idx, in the first round). Each
 * professional is recomputed under their agenda lock, skipping one another transaction holds (it
 * refreshes the value itself before it commits). Rounds of `batch` professionals, each its own
 * transaction, so no run holds more than `batch` locks (PostgreSQL's lock table is shared and
 * small) nor keeps a booking waiting for long; at the top of an hour a 100k marketplace has most
 * of its next slots start at once. Returns how many it recomputed.
 */
export async function refreshPassedNextFree(
  db: Db,
  instant: Date,
  { batch = 100, lookbackMs = 5 * NEXT_FREE_JOB_EVERY_MS, budgetMs = JOB_RUN_BUDGET_MS } = {},
): Promise<number> {
  const started = Date.now();
  let done = 0;
  for (let round = 0; Date.now() - started < budgetMs; round++) {
    const outcome: unknown = await db.transaction(async (tx) => {
      const ids = await dueForRefresh(tx, instant, batch, round === 0 ? lookbackMs : null);
      let refreshed = 0;
      for (const id of ids) {
        const { rows } = (await tx.execute(
          sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${id}::text, 0)) AS locked`,
        )) as unknown as { rows: { locked: boolean }[] };
        if (!rows[0]?.locked) continue;
        await refreshNextFree(tx, id, instant);
        refreshed++;
      }
      return { due: ids.length, refreshed };
    });
    const { due = 0, refreshed = 0 } = (outcome ?? {}) as { due?: number; refreshed?: number };
    done += refreshed;
    // Done when a round finds less than a batch, or only professionals others are changing.
    if (due < batch || refreshed === 0) break;
  }
  return done;
}

/** The professionals whose next free slot time has moved (see refreshPassedNextFree). */
async function dueForRefresh(
  db: Db,
  instant: Date,
  batch: number,
  lookbackMs: number | null,
): Promise<string[]> {
  const at = instant.toISOString();
  const passed = sql`SELECT user_id AS id FROM professional_profiles
    WHERE next_free_at <= ${at}::timestamptz ORDER BY next_free_at LIMIT ${batch}`;
  let query = sql`(${passed})`;
  if (lookbackMs !== null) {
    const until = new Date(instant.getTime() - AUTO_REJECT_AFTER_HOURS * 3_600_000);
    const from = new Date(until.getTime() - lookbackMs);
    query = sql`(${passed}) UNION (SELECT DISTINCT professional_id FROM appointments
      WHERE status IN ('pending', 'auto_rejected') AND starts_at > ${at}::timestamptz
        AND created_at > ${from.toISOString()}::timestamptz
        AND created_at <= ${until.toISOString()}::timestamptz)`;
  }
  const { rows } = (await db.execute(query)) as unknown as { rows: { id: string }[] };
  return rows.map((r) => r.id);
}

/** Every professional's next free slot at `instant` in one statement (seeds and backfills). */
export async function refreshAllNextFree(db: Db, instant: Date) {
  await db.execute(
    sql`UPDATE professional_profiles SET next_free_at = next_free_slot(user_id, ${instant.toISOString()}::timestamptz)`,
  );
}
