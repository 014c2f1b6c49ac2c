import {
  AUTO_REJECT_AFTER_HOURS,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  DEFAULT_SERVICE_DURATION,
  LIVE_STATUSES,
} from "@domain/constants";
import type { Availability, BlockedSlot } from "@domain/contracts/agenda";
import { APPOINTMENT_MESSAGES } from "@domain/contracts/appointments";
import { PROFESSIONAL_MESSAGES } from "@domain/contracts/professionals";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { AppError } from "@server/errors";
import { mayViewProfessional } from "@server/features/professionals/visibility";
import type { AuthUser } from "@server/http/route";
import { and, eq, inArray, type Query, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type RequestCounts, requestCountsShape, requestCountValues } from "./ensure-request-cap";
import type { SlotDay } from "./slot-check";

/**
 * The booking's reads in two named statements instead of eleven unnamed ones (decision 0300):
 * before the lock, everything findVisibleProfessional, the new-patients rule, loadAgendaSettings
 * and the expiry check read; under the locks, the day's agenda with the client's request counts.
 * Each statement's text is fixed (every value a parameter), so PostgreSQL plans it once per
 * connection. The rules stay where they were (visibility.ts, slot-check.ts,
 * ensure-request-cap.ts; the new-patients rule of decision 0083 is checkAcceptsClient below);
 * these only read for them.
 */

const dialect = new PgDialect();

/**
 * A named statement whose SQL is built once, with `sql.placeholder` for every value, and filled
 * on each call (`executeNamed` builds it on every call: drizzle's building cost 0.1-0.4 ms a
 * statement, more than PostgreSQL's execution of these). Works in and out of transactions.
 */
export function namedQuery<V extends Record<string, unknown>>(
  name: string,
  build: (db: Db) => SQL,
) {
  let query: Query | undefined;
  return (db: Db, values: V): Promise<unknown> => {
    query ??= dialect.sqlToQuery(build(db));
    return db._.session.prepareQuery(query, undefined, name, false).execute(values);
  };
}

const p = (name: string) => sql.placeholder(name);

export interface BookingContext {
  serviceOptions: string[];
  homeServiceAreas: string[];
  timeZone: string;
  serviceDuration: number;
  /** Open to new patients, or the client is already theirs (decision 0083). */
  acceptsClient: boolean;
  /** A pending request of this professional waits to become 'Não respondido' (decision 0080). */
  expiryDue: boolean;
  /** Issue 31, item 5: the terms in force, which the request records as accepted. */
  cancellationNoticeHours: number;
  bookingPolicy: string | null;
  price: string | null;
  startingFrom: boolean;
}

/** The SQL of `unansweredAt`, with the instants as placeholders. */
const unansweredValues = (instant: Date) => ({
  now: instant.toISOString(),
  waitedSince: new Date(instant.getTime() - AUTO_REJECT_AFTER_HOURS * 3_600_000).toISOString(),
});

const bookingContext = namedQuery("booking_context", () => {
  const known = and(
    eq(appointments.professionalId, p("professionalId")),
    eq(appointments.clientId, p("clientId")),
    inArray(appointments.status, ["approved", "confirmed"]),
  );
  // unansweredAt (expire-unanswered-requests.ts): pending, and started or waited too long.
  const due = and(
    eq(appointments.professionalId, p("professionalId")),
    eq(appointments.status, "pending"),
    sql`(${appointments.startsAt} <= ${p("now")}::timestamptz OR ${appointments.createdAt} <= ${p("waitedSince")}::timestamptz)`,
  );
  return sql`SELECT p.is_verified AS "isVerified", p.service_options::text[] AS "serviceOptions",
      p.home_service_areas AS "homeServiceAreas", p.time_zone AS "timeZone",
      coalesce(s.service_duration, ${DEFAULT_SERVICE_DURATION}::int)::int AS "serviceDuration",
      coalesce(s.cancellation_notice_hours, ${DEFAULT_CANCELLATION_NOTICE_HOURS}::int)::int
        AS "cancellationNoticeHours",
      s.booking_policy AS "bookingPolicy", p.price_range::text AS "price",
      p.starting_from AS "startingFrom",
      (p.available_for_new_patients OR EXISTS (SELECT 1 FROM ${appointments} WHERE ${known}))
        AS "acceptsClient",
      EXISTS (SELECT 1 FROM ${appointments} WHERE ${due}) AS "expiryDue"
    FROM users u
    JOIN professional_profiles p ON p.user_id = u.id
    LEFT JOIN agenda_settings s ON s.professional_id = u.id
    WHERE u.id = ${p("professionalId")}::uuid AND u.role = 'professional' AND NOT u.is_banned
      AND u.deleted_at IS NULL`;
});

/**
 * The professional as findVisibleProfessional finds them (404 otherwise), their agenda
 * settings, whether they take this client, and whether an unanswered request is due to expire.
 */
export async function loadBookingContext(
  db: Db,
  client: AuthUser,
  professionalId: string,
  instant: Date,
): Promise<BookingContext> {
  const { rows } = (await bookingContext(db, {
    professionalId,
    clientId: client.id,
    ...unansweredValues(instant),
  })) as { rows: (BookingContext & { isVerified: boolean })[] };
  const row = rows[0];
  if (!row || !mayViewProfessional(row, client, professionalId)) {
    throw new AppError("not_found", PROFESSIONAL_MESSAGES.notFound);
  }
  return row;
}

/**
 * Decision 0083: while a professional's `availableForNewPatients` is off, only clients they have
 * already seen or accepted (an approved or confirmed appointment) may request a new one (403).
 */
export function checkAcceptsClient(context: BookingContext): void {
  if (!context.acceptsClient) {
    throw new AppError("forbidden", APPOINTMENT_MESSAGES.notAcceptingNewPatients);
  }
}

const hhmm = (column: string) => sql.raw(`to_char(${column}, 'HH24:MI')`);

const bookingDay = namedQuery(
  "booking_day",
  () => sql`SELECT
    (SELECT coalesce(json_agg(json_build_object('id', id, 'dayOfWeek', day_of_week,
        'startTime', ${hhmm("start_time")}, 'endTime', ${hhmm("end_time")},
        'isActive', is_active) ORDER BY day_of_week, start_time), '[]')
      FROM availability WHERE professional_id = ${p("professionalId")}::uuid) AS availability,
    (SELECT coalesce(json_agg(json_build_object('id', id, 'date', date::text,
        'startTime', ${hhmm("start_time")}, 'endTime', ${hhmm("end_time")}, 'reason', reason)
        ORDER BY start_time), '[]')
      FROM blocked_slots WHERE professional_id = ${p("professionalId")}::uuid
        AND date = ${p("date")}::date) AS blocked,
    (SELECT coalesce(json_agg(json_build_object('appointmentDate', appointment_date::text,
        'startTime', ${hhmm("start_time")}, 'endTime', ${hhmm("end_time")},
        'status', status)), '[]')
      FROM appointments WHERE professional_id = ${p("professionalId")}::uuid
        AND appointment_date = ${p("date")}::date
        AND status IN (${sql.join(
          LIVE_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})) AS booked,
    (SELECT next_free_at FROM professional_profiles
      WHERE user_id = ${p("professionalId")}::uuid) AS "nextFreeAt",
    row_to_json(counts) AS counts
  FROM (${requestCountsShape({
    clientId: p("clientId"),
    professionalId: p("professionalId"),
    capInstant: p("capInstant"),
    capDay: p("capDay"),
    capNextDay: p("capNextDay"),
  })}) counts`,
);

/**
 * Under the agenda lock and after the client's lock (an earlier statement, so this one's
 * snapshot sees what they serialised): the professional's windows, the date's blocked times and
 * live appointments, and the client's request counts, in one row.
 */
export async function readBookingDay(
  tx: Db,
  clientId: string,
  professionalId: string,
  date: string,
  instant: Date,
): Promise<
  Omit<SlotDay, "serviceDuration" | "now"> & {
    counts: RequestCounts;
    /** The kept next free slot, as this transaction sees it under the agenda lock. */
    nextFreeAt: Date | string | null;
  }
> {
  const { rows } = (await bookingDay(tx, {
    professionalId,
    date,
    clientId,
    ...requestCountValues(instant),
  })) as {
    rows: {
      availability: Availability[];
      blocked: BlockedSlot[];
      booked: SlotDay["booked"];
      counts: RequestCounts;
      nextFreeAt: Date | string | null;
    }[];
  };
  return rows[0]!;
}
