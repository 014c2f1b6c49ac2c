import { BOOKED_STATUSES } from "@domain/constants";
import { CALENDAR_FEED_MESSAGES } from "@domain/contracts/calendar-feed";
import type { Db } from "@server/db/client";
import { appointments, calendarFeeds, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { and, eq, gte, inArray, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import ical, { ICalCalendarMethod, type ICalDateTimeValue } from "ical-generator";
import { hashFeedToken } from "./calendar-feed";

/** How far back the feed reaches (decision 0206); every future session is in it. */
export const FEED_PAST_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const other = alias(users, "other_party");

/**
 * The .ics of the feed whose token this is: the owner's approved and confirmed sessions from
 * 60 days before `instant` on, one VEVENT each (UID `<id>@acolher`), at the appointment's
 * local time in its zone. Only the other person's name: no specialty, notes or address (LGPD).
 * An unknown, revoked or malformed token, or a banned or deleted owner, is one 404.
 */
export async function buildCalendarFeed(
  db: Db,
  token: string,
  instant: Date,
  appUrl: string,
): Promise<string> {
  const notFound = new AppError("not_found", CALENDAR_FEED_MESSAGES.notFound);
  if (!TOKEN_SHAPE.test(token)) throw notFound;
  const [owner] = await db
    .select({ id: users.id, role: users.role })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, hashFeedToken(token)),
        eq(users.isBanned, false),
        isNull(users.deletedAt),
      ),
    );
  if (!owner) throw notFound;

  const rows = await db
    .select({
      id: appointments.id,
      date: appointments.appointmentDate,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      timeZone: appointments.timeZone,
      createdAt: appointments.createdAt,
      firstName: other.firstName,
      lastName: other.lastName,
    })
    .from(appointments)
    .innerJoin(
      other,
      or(
        and(eq(appointments.clientId, owner.id), eq(other.id, appointments.professionalId)),
        and(eq(appointments.professionalId, owner.id), eq(other.id, appointments.clientId)),
      ),
    )
    .where(
      and(
        inArray(appointments.status, [...BOOKED_STATUSES]),
        gte(appointments.startsAt, new Date(instant.getTime() - FEED_PAST_DAYS * DAY_MS)),
      ),
    )
    .orderBy(appointments.startsAt);

  const page = owner.role === "professional" ? "/professional/agenda" : "/appointments";
  const calendar = ical({
    name: "Acolher — sessões",
    prodId: { company: "Acolher", product: "agenda", language: "PT-BR" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
    timezone: { name: null, generator: (zone) => fixedOffsetTimezone(zone, instant) },
  });
  for (const row of rows) {
    calendar.createEvent({
      id: `${row.id}@acolher`,
      start: localDateTime(row.date, row.startTime, row.startsAt, row.timeZone),
      end: localDateTime(row.date, row.endTime, row.endsAt, row.timeZone),
      timezone: row.timeZone,
      stamp: row.createdAt,
      summary: `Sessão com ${row.firstName} ${row.lastName} — Acolher`,
      url: `${appUrl}${page}`,
    });
  }
  return calendar.toString();
}

/**
 * The appointment's local wall-clock time, for ical-generator to write as
 * `DTSTART;TZID=<zone>:YYYYMMDDTHHMMSS` whatever the server's own zone is. It takes the shape of
 * a Temporal PlainDateTime (no Temporal in Node 20), and knows its real instant for ordering.
 */
function localDateTime(
  date: string,
  time: string,
  instant: Date,
  timeZone: string,
): ICalDateTimeValue {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute, second = 0] = time.split(":").map(Number) as [number, number, number?];
  const fields = { year, month, day, hour, minute, second };
  const text = `${date}T${time}`;
  const plain = {
    ...fields,
    toPlainDate: () => ({ year, month, day }),
    toZonedDateTime: () => zoned,
    toString: () => text,
    toJSON: () => text,
  };
  const zoned = {
    ...fields,
    timeZoneId: timeZone,
    toPlainDateTime: () => plain,
    withTimeZone: () => zoned,
    toInstant: () => ({ epochMilliseconds: instant.getTime() }),
    toString: () => `${text}[${timeZone}]`,
    toJSON: () => `${text}[${timeZone}]`,
  };
  return plain as unknown as ICalDateTimeValue;
}

/** "-03:00" → "-0300": the zone's UTC offset at `at` ("+0000" for UTC itself). */
function utcOffset(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = name?.match(/^GMT([+-]\d{2}):(\d{2})$/);
  return match ? `${match[1]}${match[2]}` : "+0000";
}

/**
 * The VTIMEZONE that a TZID needs (RFC 5545 3.2.19), for zones with one offset all year, as every
 * Brazilian zone has since 2019. A zone with daylight saving time gets none: calendar apps then
 * read the TZID as the IANA name, which they all know.
 */
function fixedOffsetTimezone(timeZone: string, instant: Date): string | null {
  const year = instant.getUTCFullYear();
  const january = utcOffset(timeZone, new Date(Date.UTC(year, 0, 1)));
  const july = utcOffset(timeZone, new Date(Date.UTC(year, 6, 1)));
  if (january !== july) return null;
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${january}`,
    `TZOFFSETTO:${january}`,
    "END:STANDARD",
    "END:VTIMEZONE",
  ].join("\r\n");
}
