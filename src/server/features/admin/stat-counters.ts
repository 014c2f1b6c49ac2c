import type { Db } from "@server/db/client";
import { prepared } from "@server/db/prepared";
import { statCounters } from "@server/db/schema";
import { sql } from "drizzle-orm";

/**
 * Every counter of stat_counters (drizzle/0015): the sum of its rows, so a writer's delta
 * counts as soon as it commits, folded or not. A handful of rows: the folded ones plus the
 * deltas appended since the last fold. Docs: docs/decisions/0190-admin-counts-kept-by-triggers.md.
 */
const allCounters = prepared("stat_counters_all", (db, name) =>
  db
    .select({
      name: statCounters.name,
      value: sql<number>`sum(${statCounters.value})`.mapWith(Number),
    })
    .from(statCounters)
    .groupBy(statCounters.name)
    .prepare(name),
);

export interface Counters {
  /** A counter's value; 0 for one no row has ever moved. */
  get(name: string): number;
}

export async function readCounters(db: Db): Promise<Counters> {
  const rows = await allCounters(db).execute();
  const values = new Map(rows.map((r) => [r.name, r.value]));
  return { get: (name) => values.get(name) ?? 0 };
}
