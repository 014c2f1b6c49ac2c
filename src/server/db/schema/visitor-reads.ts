import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Visitors' public reads per network and clock minute (decisions 0321, 0411), shared by every
 * server process on one PostgreSQL database so that the 120 a minute hold whichever machine
 * answers. UNLOGGED (drizzle/0044): no WAL write per read; a crash empties it, which forgives at
 * most a minute's count. Rows older than the last minute are swept by the jobs.
 */
export const visitorReads = pgTable(
  "visitor_reads",
  {
    network: text("network").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.network, t.windowStart] })],
);
