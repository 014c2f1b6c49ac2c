import { sql } from "drizzle-orm";
import { bigint, boolean, date, index, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Issue 34, item 4 (decision 0405): the admin reports' daily figures, kept by triggers
 * (drizzle/0043) in the same transaction as every write to appointments, the e-mail outbox and
 * support tickets. A figure is the sum of `value` over the rows of its (day, specialty, city,
 * metric): each writing statement appends its deltas (no hot row), and the fold job sums a key's
 * rows into one (`folded`). `day` is São Paulo's; `specialty` and `city` are the professional's
 * at the time of the change, '' meaning all (every fact also counts under ''). Metrics:
 * `requested`, `approved`, `rejected`, `expired`, `cancelled.<client|professional|admin>.<on_time|late>`,
 * `no_show`, `no_show_contested`, `answer.<minutes>` (answer-time histogram by upper bound),
 * `email.<queued|sent|failed>`, `support.<opened|closed>`.
 */
export const reportDaily = pgTable(
  "report_daily",
  {
    day: date("day").notNull(),
    specialty: text("specialty").notNull(),
    city: text("city").notNull(),
    metric: text("metric").notNull(),
    value: bigint("value", { mode: "number" }).notNull(),
    folded: boolean("folded").notNull().default(false),
  },
  (t) => [
    // A report is one range scan of its (specialty, city) over the days, from the index alone
    // (metric and value in it: drizzle/0047; the heap's rows are scattered by the fold).
    index("report_daily_covering_idx").on(t.specialty, t.city, t.day, t.metric, t.value),
    // The fold's keys: the deltas not yet summed.
    index("report_daily_unfolded_idx").on(t.day).where(sql`NOT ${t.folded}`),
  ],
);
