import {
  type AdminReport,
  type AdminReportQuery,
  ANSWER_TIME_BUCKETS,
  adminReportSchema,
  histogramMedian,
  REPORT_MESSAGES,
  reportPeriod,
} from "@domain/contracts/admin-reports";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { JsonText } from "@server/http/json-text";
import { sql } from "drizzle-orm";
import { isAwaitingVerification } from "./awaiting-verification";

type Rows<T> = { rows: T[] };

/**
 * GET /api/admin/reports (decision 0405): the period's figures from report_daily, kept by
 * triggers (drizzle/0043): one range scan of the chosen specialty and city over the days (''
 * is all), plus the platform's e-mail and support figures (kept under all/all). The queues
 * (verification, e-mails waiting, open tickets) are read now from their partial indexes.
 */
async function readAdminReport(
  db: Db,
  q: AdminReportQuery,
  now: Date,
): Promise<{ report: ReportWithoutDaily; dailyJson: string }> {
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
  // not for their sum (decision 0405). Two ranges of the covering index (drizzle/0047), each read
  // once and from the index alone: the chosen key's, which gives both its figures and its days,
  // and the platform's e-mail and support figures (kept under all/all).
  // The days are written as JSON by PostgreSQL (as the search's cards, decision 0412): a year is
  // 366 objects that the server would otherwise parse, fill in, check against the schema and
  // serialise again on every request.
  const keyRead = db.execute(sql`
    WITH kept AS MATERIALIZED (
      SELECT day, metric, value FROM report_daily
       WHERE specialty = ${specialty} AND city = ${city}
         AND day BETWEEN ${from}::date AND ${to}::date),
    days AS (
      SELECT day,
             sum(value) FILTER (WHERE metric = 'requested')::int AS requested,
             sum(value) FILTER (WHERE metric = 'approved')::int AS approved,
             sum(value) FILTER (WHERE metric = 'rejected')::int AS rejected,
             sum(value) FILTER (WHERE metric = 'expired')::int AS expired,
             sum(value) FILTER (WHERE metric LIKE 'cancelled.%')::int AS cancelled
        FROM kept GROUP BY day)
    SELECT
      (SELECT coalesce(json_object_agg(metric, total), '{}')
         FROM (SELECT metric, sum(value)::float8 AS total FROM kept GROUP BY metric) m)::text
        AS totals,
      (SELECT coalesce(json_agg(json_build_object(
                'day', d.day::date::text,
                'requested', coalesce(x.requested, 0), 'approved', coalesce(x.approved, 0),
                'rejected', coalesce(x.rejected, 0), 'expired', coalesce(x.expired, 0),
                'cancelled', coalesce(x.cancelled, 0)) ORDER BY d.day), '[]')
         FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
         LEFT JOIN days x ON x.day = d.day::date)::text AS daily`);
  const platformRead = db.execute(sql`
    SELECT metric, sum(value)::float8 AS value
      FROM report_daily
     WHERE specialty = '' AND city = ''
       AND day BETWEEN ${from}::date AND ${to}::date
       AND (metric LIKE 'email.%' OR metric LIKE 'support.%')
     GROUP BY metric`);
  const [keyResult, platformResult, queue, emailPending, support] = await Promise.all([
    keyRead,
    platformRead,
    verificationQueue(db, now),
    db.execute(sql`SELECT count(*)::int AS n FROM email_outbox WHERE status = 'pending'`),
    db.execute(sql`
      SELECT count(*)::int AS n, min(created_at) AS oldest
        FROM support_tickets WHERE status <> 'closed'`),
  ]);
  const key = (keyResult as unknown as Rows<{ totals: string; daily: string }>).rows[0]!;
  const platform = platformResult as unknown as Rows<{ metric: string; value: number }>;
  // The key's figures, then the platform's e-mail and support ones (kept under all/all only).
  const values = new Map<string, number>(Object.entries(JSON.parse(key.totals)));
  for (const row of platform.rows) values.set(row.metric, Number(row.value));
  const dailyJson = key.daily;
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

  const report: ReportWithoutDaily = {
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
  return { report, dailyJson };
}

type ReportWithoutDaily = Omit<AdminReport, "daily">;
const reportWithoutDailySchema = adminReportSchema.omit({ daily: true });

/** The report as objects (the CSV export). */
export async function getAdminReport(db: Db, q: AdminReportQuery, now: Date): Promise<AdminReport> {
  const { report, dailyJson } = await readAdminReport(db, q, now);
  return { ...report, daily: JSON.parse(dailyJson) as AdminReport["daily"] };
}

/**
 * The report as the API sends it: the figures checked against the contract, the days spliced in
 * as PostgreSQL wrote them (their shape is pinned by the report's tests).
 */
export async function adminReportJson(db: Db, q: AdminReportQuery, now: Date): Promise<JsonText> {
  const { report, dailyJson } = await readAdminReport(db, q, now);
  const figures = JSON.stringify(reportWithoutDailySchema.parse(report));
  return new JsonText(`${figures.slice(0, -1)},"daily":${dailyJson}}`);
}

/**
 * The professionals awaiting verification now: how many, since when the oldest, median age (in
 * double precision: `extract` computes each age as numeric, twice the time at 4,000 waiting).
 */
async function verificationQueue(db: Db, now: Date): Promise<AdminReport["verificationQueue"]> {
  const { rows } = (await db.execute(sql`
    SELECT count(*)::int AS n, min(professional_profiles.updated_at) AS oldest,
           percentile_cont(0.5) WITHIN GROUP (
             ORDER BY date_part('epoch', ${now.toISOString()}::timestamptz - professional_profiles.updated_at) / 3600
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
