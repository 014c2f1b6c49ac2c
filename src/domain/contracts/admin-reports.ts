import { DEFAULT_TIME_ZONE, SPECIALTIES } from "../constants";
import { addDays, daysBetween, nowInZone } from "../time";
import { isoDateSchema } from "./common";
import { z } from "./z";

/**
 * Issue 34, item 4 (decision 0405): the admin's 'Relatórios'. A period of São Paulo days (both
 * included), all specialties or one, all cities or one.
 */
export const REPORT_MESSAGES = {
  invalidRange: "A data inicial deve ser igual ou anterior à data final.",
  tooLong: "Escolha um período de até 366 dias.",
  invalidSpecialty: "Especialidade inválida.",
  invalidCity: "Cidade inválida.",
} as const;

/** The longest period a report covers, in days (a leap year). */
export const REPORT_MAX_DAYS = 366;
/** The default period: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;

/**
 * The answer-time histogram's buckets by upper bound in minutes (the last is open): the same
 * list as `report_answer_bucket` in drizzle/0043 (a test compares them).
 */
export const ANSWER_TIME_BUCKETS = [5, 15, 30, 60, 120, 240, 480, 720, 1440, 2880, 4320, 10080];

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const adminReportQuerySchema = z
  .object({
    from: z.preprocess(blankToUndefined, isoDateSchema.optional()),
    to: z.preprocess(blankToUndefined, isoDateSchema.optional()),
    specialty: z.preprocess(
      blankToUndefined,
      z.enum(SPECIALTIES, { message: REPORT_MESSAGES.invalidSpecialty }).optional(),
    ),
    city: z.preprocess(
      blankToUndefined,
      z.string().trim().max(100, REPORT_MESSAGES.invalidCity).optional(),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["to"],
    message: REPORT_MESSAGES.invalidRange,
  })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
    path: ["from"],
    message: REPORT_MESSAGES.tooLong,
  });
export type AdminReportQuery = z.output<typeof adminReportQuerySchema>;

/**
 * The period a query asks for: both days as given; a missing `to` is today (São Paulo), a
 * missing `from` is 29 days before `to`. Null when the result is out of order or too long
 * (only `from` given, far back).
 */
export function reportPeriod(
  q: Pick<AdminReportQuery, "from" | "to">,
  instant: Date,
): { from: string; to: string } | null {
  const to = q.to ?? (q.from && q.from > today(instant) ? q.from : today(instant));
  const from = q.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  if (from > to || daysBetween(from, to) >= REPORT_MAX_DAYS) return null;
  return { from, to };
}

const today = (instant: Date) => nowInZone(DEFAULT_TIME_ZONE, instant).date;

const count = z.number().int();
const onTimeLate = z.object({ onTime: count, late: count });

export const adminReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  specialty: z.string().nullable(),
  city: z.string().nullable(),
  bookings: z.object({
    requested: count,
    approved: count,
    rejected: count,
    expired: count,
    cancelled: z.object({
      total: count,
      client: onTimeLate,
      professional: onTimeLate,
      admin: onTimeLate,
    }),
    noShows: count,
    noShowContests: count,
  }),
  /** Every day of the period, oldest first. */
  daily: z.array(
    z.object({
      day: z.string(),
      requested: count,
      approved: count,
      rejected: count,
      expired: count,
      cancelled: count,
    }),
  ),
  answerTime: z.object({
    /** Requests answered (approved or rejected) in the period. */
    answered: count,
    /** Estimated from the histogram (linear within the median's bucket); null: none answered. */
    medianMinutes: z.number().nullable(),
    /** `upToMinutes` null: the open last bucket. */
    buckets: z.array(z.object({ upToMinutes: z.number().nullable(), count })),
  }),
  /** The verification queue now, whatever the period and filters. */
  verificationQueue: z.object({
    pending: count,
    oldestSince: z.string().nullable(),
    medianAgeHours: z.number().nullable(),
  }),
  /** E-mails written, sent and given up in the period (the whole platform), and waiting now. */
  email: z.object({ queued: count, sent: count, failed: count, pendingNow: count }),
  /** Support tickets opened and closed in the period, and open now (the whole platform). */
  support: z.object({
    opened: count,
    closed: count,
    openNow: count,
    oldestOpenSince: z.string().nullable(),
  }),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export type AnswerBucket = AdminReport["answerTime"]["buckets"][number];

/**
 * The median from the histogram: the bucket where half the answers are reached, interpolated
 * linearly within it; an open last bucket gives its lower bound. Null for no answers.
 */
export function histogramMedian(buckets: AnswerBucket[]): number | null {
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  const half = total / 2;
  let below = 0;
  let lower = 0;
  for (const bucket of buckets) {
    if (bucket.count > 0 && below + bucket.count >= half) {
      if (bucket.upToMinutes === null) return lower;
      return lower + ((half - below) / bucket.count) * (bucket.upToMinutes - lower);
    }
    below += bucket.count;
    lower = bucket.upToMinutes ?? lower;
  }
  return lower;
}
