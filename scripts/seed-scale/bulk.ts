/**
 * The scale seed's bulk load (issue 35, decision 0413): the rows go in with the user triggers
 * (and, for a superuser, the foreign-key checks) off and the tables' secondary indexes dropped;
 * the indexes are built once from the loaded rows, and the triggers' derived state is computed
 * set-based afterwards with the same SQL functions the triggers and their migrations' backfills
 * call. `bulk.test.ts` replays a seeded marketplace through the triggers and compares.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";

async function rows<T>(tx: Db, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The tables the seed writes rows to. */
const LOADED = [
  "users",
  "images",
  "professional_profiles",
  "availability",
  "agenda_settings",
  "appointments",
  "service_confirmations",
  "reviews",
] as const;

/**
 * Turns the triggers off for the load, until `on()`. A superuser's transaction runs as a
 * replica (`SET LOCAL session_replication_role`): no user trigger and no foreign-key check, the
 * rows are consistent by construction. Other owners disable their tables' user triggers (the
 * foreign keys are still checked); ALTER TABLE is transactional, a failed seed leaves them on.
 */
export async function triggersOff(tx: Db): Promise<{ on: () => Promise<void> }> {
  const [me] = await rows<{ super: boolean }>(
    tx,
    sql`SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user`,
  );
  if (me?.super) {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    return {
      on: async () => void (await tx.execute(sql`SET LOCAL session_replication_role = origin`)),
    };
  }
  for (const table of LOADED)
    await tx.execute(sql`ALTER TABLE ${sql.identifier(table)} DISABLE TRIGGER USER`);
  return {
    on: async () => {
      for (const table of LOADED)
        await tx.execute(sql`ALTER TABLE ${sql.identifier(table)} ENABLE TRIGGER USER`);
    },
  };
}

/**
 * Drops the secondary indexes of `tables` (those not behind a primary key or unique
 * constraint) and their exclusion constraints; `build()` creates them again from their own
 * definitions, each in one pass over the loaded rows instead of one insertion per row.
 */
export async function dropIndexes(tx: Db, tables: readonly string[]) {
  const found = await rows<{
    name: string;
    table: string;
    definition: string;
    constraint: boolean;
  }>(
    tx,
    sql`
      SELECT i.indexrelid::regclass::text AS name, i.indrelid::regclass::text AS "table",
             CASE WHEN c.contype = 'x' THEN pg_get_constraintdef(c.oid)
                  ELSE pg_get_indexdef(i.indexrelid) END AS definition,
             c.contype = 'x' AS "constraint"
        FROM pg_index i
        LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid
       WHERE i.indrelid = ANY(${sql.raw(`ARRAY[${tables.map((t) => `'public.${t}'::regclass`).join(", ")}]`)})
         AND (c.oid IS NULL OR c.contype = 'x')
       ORDER BY 2, 1`,
  );
  for (const index of found) {
    await tx.execute(
      index.constraint
        ? sql`ALTER TABLE ${sql.identifier(index.table)} DROP CONSTRAINT ${sql.identifier(index.name)}`
        : sql`DROP INDEX ${sql.identifier(index.name)}`,
    );
  }
  return {
    build: async () => {
      for (const index of found) {
        await tx.execute(
          index.constraint
            ? sql`ALTER TABLE ${sql.identifier(index.table)} ADD CONSTRAINT ${sql.identifier(index.name)} ${sql.raw(index.definition)}`
            : sql.raw(index.definition),
        );
      }
    },
  };
}

/**
 * What the appointments' row trigger `appointments_report_times` (drizzle/0043) sets on a row
 * inserted already answered, as columns of `a` (created_at, updated_at, status,
 * cancellation_notice_hours): status_changed_at and answered_at.
 */
export const reportTimesSql = (a: {
  createdAt: SQL;
  updatedAt: SQL;
  status: SQL;
  noticeHours: SQL;
}) => {
  const at = sql`greatest(${a.createdAt}, coalesce(${a.updatedAt}, ${a.createdAt}))`;
  return {
    statusChangedAt: sql`CASE WHEN ${a.status} <> 'pending' THEN ${at} END`,
    answeredAt: sql`CASE WHEN ${a.status} IN ('approved', 'confirmed', 'rejected', 'auto_rejected', 'no_show')
                           OR (${a.status} = 'cancelled' AND ${a.noticeHours} IS NOT NULL)
                         THEN ${at} END`,
  };
};

/**
 * The derived state the statement triggers would have appended for the seeded rows (seed_pro,
 * seed_client): the admin counters (drizzle/0015's backfill) and the reports' daily figures
 * (drizzle/0043's), restricted to the seeded rows so a seed added with --force counts only its
 * own; then the rating totals the reviews' row trigger keeps (published reviews only).
 */
export async function appendDerived(tx: Db) {
  await tx.execute(sql`
    INSERT INTO stat_counters (name, value)
    SELECT n, count(*) FROM users, unnest(user_stat_names(role, deleted_at)) n
     WHERE id IN (SELECT id FROM seed_pro UNION ALL SELECT id FROM seed_client) GROUP BY n`);
  await tx.execute(sql`
    INSERT INTO stat_counters (name, value)
    SELECT n, count(*) FROM appointments, unnest(appointment_stat_names(status)) n
     WHERE professional_id IN (SELECT id FROM seed_pro) GROUP BY n`);
  // Each professional's keys once (the triggers' function), not once per day and metric.
  await tx.execute(sql`
    CREATE TEMP TABLE seed_report_keys ON COMMIT DROP AS
    SELECT p.id, k.specialty, k.city FROM seed_pro p, professional_report_keys(p.id) k`);
  await tx.execute(sql`ANALYZE seed_report_keys`);
  // Each fact once per key of its professional, counted straight into the few report groups: a
  // first count per professional, day and metric barely groups (a professional has about one
  // appointment a day) and held 5.4 M groups at 100,000 (25 s; 11 s without it).
  await tx.execute(sql`
    INSERT INTO report_daily (day, specialty, city, metric, value)
    SELECT f.day, k.specialty, k.city, f.metric, count(*)
      FROM appointments a
      JOIN seed_report_keys k ON k.id = a.professional_id,
           appointment_report_facts(a.created_at, a.status, a.answered_at, a.cancelled_at,
             a.status_changed_at, a.updated_at, a.cancelled_by, a.late_cancellation,
             a.no_show_marked_at, a.no_show_contested_at) f
     GROUP BY 1, 2, 3, 4`);
  await tx.execute(sql`
    UPDATE professional_profiles p
       SET rating_sum = p.rating_sum + t.rating_sum, review_count = p.review_count + t.review_count
      FROM (SELECT professional_id, sum(rating)::int AS rating_sum, count(*)::int AS review_count
              FROM reviews
             WHERE status = 'published' AND professional_id IN (SELECT id FROM seed_pro)
             GROUP BY professional_id) t
     WHERE p.user_id = t.professional_id`);
}

/**
 * With the triggers on again, one update of every seeded profile writes its next free slot at
 * `instant` (decision 0291) and fires the profile's own row triggers once: the search state
 * (searchable, sort keys, places and their suggestions, the places' ordered rows of decision
 * 0418) and the public page's change mark are the triggers' own work, not a copy of it.
 */
export async function finishProfiles(tx: Db, instant: Date) {
  await tx.execute(sql`
    UPDATE professional_profiles
       SET next_free_at = next_free_slot(user_id, ${instant.toISOString()}::timestamptz)
     WHERE user_id IN (SELECT id FROM seed_pro)`);
}
