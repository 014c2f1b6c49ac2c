import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The admin dashboard's counts, kept by triggers (drizzle/0015) in the same transaction as
 * every write that moves them, whatever code writes: a counter is the sum of `value` over its
 * rows. Each writing statement appends its own delta rows (an append never waits for another
 * transaction, unlike one hot row per counter); the fold job sums them back into one row per
 * counter. Names: `users`, `users.<role>` (accounts not deleted), `appointments`,
 * `appointments.<status>`. Docs: docs/decisions/0190-admin-counts-kept-by-triggers.md.
 */
export const statCounters = pgTable("stat_counters", {
  name: text("name").notNull(),
  value: bigint("value", { mode: "number" }).notNull(),
});
