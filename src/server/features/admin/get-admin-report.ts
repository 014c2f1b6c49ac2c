import {
  type AdminReport,
  type AdminReportQuery,
  ANSWER_TIME_BUCKETS,
  histogramMedian,
  REPORT_MESSAGES,
  reportPeriod,
} from "@domain/contracts/admin-reports";
import { addDays, daysBetween } from "@domain/time";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { sql } from "drizzle-orm";
import { isAwaitingVerification } from "./awaiting-verification";

type Rows<T> = { rows: T[] };

/**
 * GET /api/admin/reports (decision 0405): the period's figures from report_daily, kept by
 * triggers (drizzle/0043): one range scan of the chosen specialty and city over the days (''
 * is all), plus the platform's e-mail and support figures (kept under all/all). The queues
 * (verification, e-mails waiting, open tickets) are read now from their partial indexes.
 */
export async function getAdminReport(db: Db, q: AdminReportQuery, now: Date): Promise<AdminReport> {
  const period = reportPeriod(q, now);
  if (!period) {
    const message =
      q.from && q.to && q.from > q.to ? REPORT_MESSAGES.invalidRange : REPORT_MESSAGES.tooLong;
    throw new AppError("bad_request", message, { from: [message] });
  }
  const { from, to } = period;
  const specialty = q.specialty ?? "";
  const city = q.city ?? "";

  // The five reads go side by side on the pool's connections: the answer waits for the slowest,
  // not for their sum (decision 0405).
  // Two ranges of the covering index (drizzle/0047), each read from the index alone: the chosen
  // key's figures, and the platform's e-mail and support figures (kept under all/all).
  const totalsRead = db.execute(sql`
    SELECT true AS mine, metric, sum(value)::float8 AS value
      FROM report_daily
     WHERE specialty = ${specialty} AND city = ${city}
       AND day BETWEEN ${from}::date AND ${to}::date
     GROUP BY metric
    UNION ALL
    SELECT false AS mine, metric, sum(value)::float8 AS value
      FROM report_daily
     WHERE specialty = '' AND city = ''
       AND day BETWEEN ${from}::date AND ${to}::date
       AND (metric LIKE 'email.%' OR metric LIKE 'support.%')
     GROUP BY metric`);
  const dailyRead = db.execute(sql`
    SELECT day::text AS day,
           coalesce(sum(value) FILTER (WHERE metric = 'requested'), 0)::float8 AS requested,
           coalesce(sum(value) FILTER (WHERE metric = 'approved'), 0)::float8 AS approved,
           coalesce(sum(value) FILTER (WHERE metric = 'rejected'), 0)::float8 AS rejected,
           coalesce(sum(value) FILTER (WHERE metric = 'expired'), 0)::float8 AS expired,
           coalesce(sum(value) FILTER (WHERE metric LIKE 'cancelled.%'), 0)::float8 AS cancelled
      FROM report_daily
     WHERE specialty = ${specialty} AND city = ${city}
       AND day BETWEEN ${from}::date AND ${to}::date
     GROUP BY day`);
  const [totalsResult, dailyResult, queue, emailPending, support] = await Promise.all([
    totalsRead,
    dailyRead,
    verificationQueue(db, now),
    db.execute(sql`SELECT count(*)::int AS n FROM email_outbox WHERE status = 'pending'`),
    db.execute(sql`
      SELECT count(*)::int AS n, min(created_at) AS oldest
        FROM support_tickets WHERE status <> 'closed'`),
  ]);
  const totals = totalsResult as unknown as Rows<{ mine: boolean; metric: string; value: number }>;
  const daily = dailyResult as unknown as Rows<
    Omit<AdminReport["daily"][number], "day"> & { day: string }
  >;

  const values = new Map<string, number>();
  for (const row of totals.rows) {
    const platform = row.metric.startsWith("email.") || row.metric.startsWith("support.");
    if (row.mine || platform) values.set(row.metric, Number(row.value));
  }
  const get = (metric: string) => values.get(metric) ?? 0;
  const cancelledBy = (by: string) => ({
    onTime: get(`cancelled.${by}.on_time`),
    late: get(`cancelled.${by}.late`),
  });
  const cancelled = {
    client: cancelledBy("client"),
    professional: cancelledBy("professional"),
    admin: cancelledBy("admin"),
  };
  const buckets = [...ANSWER_TIME_BUCKETS, null].map((upToMinutes) => ({
    upToMinutes,
    count: get(`answer.${upToMinutes ?? "inf"}`),
  }));

  const supportNow = (support as unknown as Rows<{ n: number; oldest: Date | string | null }>)
    .rows[0]!;

  return {
    from,
    to,
    specialty: q.specialty ?? null,
    city: q.city ?? null,
    bookings: {
      requested: get("requested"),
      approved: get("approved"),
      rejected: get("rejected"),
      expired: get("expired"),
      cancelled: {
        total: Object.values(cancelled).reduce((sum, c) => sum + c.onTime + c.late, 0),
        ...cancelled,
      },
      noShows: get("no_show"),
      noShowContests: get("no_show_contested"),
    },
    daily: everyDay(from, to, daily.rows),
    answerTime: {
      answered: get("approved") + get("rejected"),
      medianMinutes: histogramMedian(buckets),
      buckets,
    },
    verificationQueue: queue,
    email: {
      queued: get("email.queued"),
      sent: get("email.sent"),
      failed: get("email.failed"),
      pendingNow: (emailPending as unknown as Rows<{ n: number }>).rows[0]!.n,
    },
    support: {
      opened: get("support.opened"),
      closed: get("support.closed"),
      openNow: supportNow.n,
      oldestOpenSince: iso(supportNow.oldest),
    },
  };
}

/** The professionals awaiting verification now: how many, since when the oldest, median age. */
async function verificationQueue(db: Db, now: Date): Promise<AdminReport["verificationQueue"]> {
  const { rows } = (await db.execute(sql`
    SELECT count(*)::int AS n, min(professional_profiles.updated_at) AS oldest,
           percentile_cont(0.5) WITHIN GROUP (
             ORDER BY extract(epoch FROM ${now.toISOString()}::timestamptz - professional_profiles.updated_at) / 3600
           ) AS median_hours
      FROM professional_profiles
     WHERE ${isAwaitingVerification()}`)) as unknown as Rows<{
    n: number;
    oldest: Date | string | null;
    median_hours: number | string | null;
  }>;
  const row = rows[0]!;
  return {
    pending: row.n,
    oldestSince: iso(row.oldest),
    medianAgeHours: row.median_hours === null ? null : Number(row.median_hours),
  };
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function everyDay(from: string, to: string, rows: AdminReport["daily"]): AdminReport["daily"] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const day = addDays(from, i);
    const row = byDay.get(day);
    return {
      day,
      requested: Number(row?.requested ?? 0),
      approved: Number(row?.approved ?? 0),
      rejected: Number(row?.rejected ?? 0),
      expired: Number(row?.expired ?? 0),
      cancelled: Number(row?.cancelled ?? 0),
    };
  });
}
