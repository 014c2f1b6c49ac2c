import {
  DEFAULT_TIME_ZONE,
  MAX_PENDING_REQUESTS_OVERALL,
  MAX_PENDING_REQUESTS_PER_PROFESSIONAL,
  MAX_REQUESTS_PER_DAY,
} from "@domain/constants";
import { APPOINTMENT_MESSAGES } from "@domain/contracts/appointments";
import { addDays, nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { localInstantSql } from "@server/db/local-instant";
import { appointments } from "@server/db/schema";
import { AppError } from "@server/errors";
import { and, eq, gte, lt, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * A client may wait on at most 3 requests with one professional and 10 overall (decision 0141),
 * so nobody can hold a whole agenda with requests, and may make at most 20 requests in a São
 * Paulo day whatever became of them, so booking and cancelling cannot flood a professional's
 * list (decision 0186). "Now" and "today" are those of `instant`. Runs inside the booking's
 * transaction, after the professional's agenda lock: the client's own lock, always taken last,
 * serialises their bookings with different professionals without any lock-order cycle.
 */
export async function ensureRequestCap(
  tx: Db,
  clientId: string,
  professionalId: string,
  instant: Date,
): Promise<void> {
  await tx.execute(clientRequestsLockSql(clientId));
  const { rows } = (await tx.execute(
    requestCountsSql(clientId, professionalId, instant),
  )) as unknown as { rows: RequestCounts[] };
  checkRequestCap(rows[0]);
}

/** The client's own lock (see ensureRequestCap); a statement before the counts are read. */
export const clientRequestsLockSql = (clientId: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtextextended(${`client:${clientId}`}::text, 0))`;

export interface RequestCounts {
  overall: number;
  withProfessional: number;
  today: number;
}

/**
 * The client's requests that count against the caps, as one row (overall, withProfessional,
 * today); its text is the same for every call (values are parameters), so a booking can run it
 * inside a named statement. Read after the client's lock, in a later statement.
 */
export function requestCountsSql(clientId: string, professionalId: string, instant: Date): SQL {
  return requestCountsShape({ clientId, professionalId, ...requestCountValues(instant) });
}

/** What requestCountsShape compares with, for `instant`: itself and the client's day. */
export function requestCountValues(instant: Date) {
  // The client's day: the booking's own created_at is `instant` (book-appointment.ts).
  const day = nowInZone(DEFAULT_TIME_ZONE, instant).date;
  return { capInstant: instant.toISOString(), capDay: day, capNextDay: addDays(day, 1) };
}

type Value = string | SQLWrapper;

/**
 * requestCountsSql with each value given, or a placeholder (`sql.placeholder`) so that a named
 * statement is built once (booking-reads.ts): the same SQL either way.
 */
export function requestCountsShape(v: {
  clientId: Value;
  professionalId: Value;
  capInstant: Value;
  capDay: Value;
  capNextDay: Value;
}): SQL {
  const waiting = and(
    eq(appointments.status, "pending"),
    sql`${appointments.startsAt} > ${v.capInstant}::timestamptz`,
  );
  const madeToday = and(
    gte(appointments.createdAt, localInstantSql(v.capDay, "00:00", DEFAULT_TIME_ZONE)),
    lt(appointments.createdAt, localInstantSql(v.capNextDay, "00:00", DEFAULT_TIME_ZONE)),
  );
  // A series is one request however many sessions it asks for (decision 0260).
  const request = sql`distinct coalesce(${appointments.seriesId}, ${appointments.id})`;
  return sql`SELECT
      (count(${request}) filter (where ${waiting}))::int AS "overall",
      (count(${request}) filter (where ${waiting} and ${appointments.professionalId} = ${v.professionalId}))::int AS "withProfessional",
      (count(${request}) filter (where ${madeToday}))::int AS "today"
    FROM ${appointments}
    WHERE ${and(eq(appointments.clientId, v.clientId), or(waiting, madeToday))}`;
}

/** Throws when the counts leave no room for one more request. */
export function checkRequestCap(row: RequestCounts | undefined): void {
  if ((row?.withProfessional ?? 0) >= MAX_PENDING_REQUESTS_PER_PROFESSIONAL) {
    throw new AppError("conflict", APPOINTMENT_MESSAGES.tooManyRequestsWithProfessional);
  }
  if ((row?.overall ?? 0) >= MAX_PENDING_REQUESTS_OVERALL) {
    throw new AppError("conflict", APPOINTMENT_MESSAGES.tooManyRequests);
  }
  if ((row?.today ?? 0) >= MAX_REQUESTS_PER_DAY) {
    throw new AppError("too_many_requests", APPOINTMENT_MESSAGES.tooManyRequestsToday);
  }
}
