import { BOOKED_STATUSES } from "@domain/constants";
import { CALENDAR_FEED_MESSAGES } from "@domain/contracts/calendar-feed";
import { roomPath } from "@domain/telehealth";
import type { Db } from "@server/db/client";
import { appointments, calendarFeeds, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { addSessionEvent, icsText, sessionCalendar } from "@server/shared/session-calendar";
import { and, eq, gte, inArray, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ICalCalendarMethod } from "ical-generator";
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
      serviceType: appointments.serviceType,
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
  const calendar = sessionCalendar(instant, {
    name: "Acolher — sessões",
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const row of rows) {
    addSessionEvent(calendar, {
      ...row,
      stamp: row.createdAt,
      otherName: `${row.firstName} ${row.lastName}`,
      url: `${appUrl}${page}`,
      // An online session's room: its URL and LOCATION (decision 0397).
      ...(row.serviceType === "online" ? { room: `${appUrl}${roomPath(row.id)}` } : {}),
    });
  }
  return icsText(calendar);
}
