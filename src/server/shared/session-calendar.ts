import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalAttendeeType,
  type ICalCalendar,
  type ICalCalendarData,
  type ICalDateTimeValue,
  ICalEventStatus,
} from "ical-generator";

/**
 * The one home of Acolher's iCalendar events (decisions 0206, 0225, 0374): the calendar feed and
 * the e-mail invitations (REQUEST on approval and reschedule, CANCEL on cancellation) write each
 * session the same way, so a calendar app sees one event per appointment whichever way it arrived.
 */
export interface SessionEvent {
  /** The appointment's id: UID `<id>@acolher`, stable across the feed and every e-mail. */
  id: string;
  /** The appointment's local date (YYYY-MM-DD) and times (HH:mm or HH:mm:ss) in `timeZone`. */
  date: string;
  startTime: string;
  endTime: string;
  /** The same moments as instants (only for ordering; the file carries local time + TZID). */
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  stamp: Date;
  /** "Sessão com <name> — Acolher"; null when the other person is not named. */
  otherName: string | null;
  url?: string;
  /**
   * An online session's room (issue 32, decision 0397): its absolute address, which names only
   * the session's id, so it outlives a reschedule. It becomes the event's URL and LOCATION, and
   * the description says "Sala da sessão no Acolher" (never the words of the service type, the
   * specialty or any health detail: decisions 0206, 0225).
   */
  room?: string;
  /** Raised on each change sent to a calendar (0 for the invitation, higher for a CANCEL). */
  sequence?: number;
  cancelled?: boolean;
  /** An e-mail invitation's addresses (the feed has none): see {@link InvitationAddresses}. */
  addresses?: InvitationAddresses;
}

/**
 * Who an invitation names (RFC 5546 3.2.2 and 3.2.5 require both; decision 0374): the platform's
 * no-reply address as ORGANIZER and the reader's own address as the only ATTENDEE, so neither
 * person's address ever reaches the other.
 */
export interface InvitationAddresses {
  organizer: { name: string; email: string };
  attendee: string;
}

export const sessionSummary = (otherName: string | null): string =>
  otherName ? `Sessão com ${otherName} — Acolher` : "Sessão — Acolher";

/** A calendar for sessions, with the VTIMEZONE each TZID needs; `data` adds name, method, ttl. */
export function sessionCalendar(instant: Date, data: ICalCalendarData = {}): ICalCalendar {
  return ical({
    prodId: { company: "Acolher", product: "agenda", language: "PT-BR" },
    timezone: { name: null, generator: (zone) => fixedOffsetTimezone(zone, instant) },
    ...data,
  });
}

/** The calendar's text; every line ends with CRLF, the last one too (RFC 5545 3.1). */
export const icsText = (calendar: ICalCalendar): string => `${calendar.toString()}\r\n`;

/**
 * One session as a VEVENT: no specialty, notes or address, only who and when (LGPD), and an online
 * session's room.
 */
export function addSessionEvent(calendar: ICalCalendar, event: SessionEvent): void {
  calendar.createEvent({
    id: `${event.id}@acolher`,
    start: localDateTime(event.date, event.startTime, event.startsAt, event.timeZone),
    end: localDateTime(event.date, event.endTime, event.endsAt, event.timeZone),
    timezone: event.timeZone,
    stamp: event.stamp,
    summary: sessionSummary(event.otherName),
    url: event.room ?? event.url ?? null,
    ...(event.room
      ? { location: event.room, description: `Sala da sessão no Acolher: ${event.room}` }
      : {}),
    ...(event.sequence === undefined ? {} : { sequence: event.sequence }),
    ...(event.cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
    ...(event.addresses
      ? {
          organizer: event.addresses.organizer,
          // Both people agreed in the app already: nothing to answer (RSVP=FALSE), and a
          // REQUEST shows the session as accepted rather than waiting for a reply.
          attendees: [
            {
              email: event.addresses.attendee,
              role: ICalAttendeeRole.REQ,
              type: ICalAttendeeType.INDIVIDUAL,
              rsvp: false,
              status: event.cancelled ? null : ICalAttendeeStatus.ACCEPTED,
            },
          ],
        }
      : {}),
  });
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
