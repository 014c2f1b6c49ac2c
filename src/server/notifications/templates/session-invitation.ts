import { roomPath } from "@domain/telehealth";
import {
  addSessionEvent,
  type InvitationAddresses,
  icsText,
  type SessionEvent,
  sessionCalendar,
} from "@server/shared/session-calendar";
import { ICalCalendarMethod } from "ical-generator";
import type { CalendarParties, MailAttachment } from "./render";

/**
 * The .ics sent with an approval or a reschedule (METHOD:REQUEST) or with the cancellation of an
 * approved session (METHOD:CANCEL, a higher SEQUENCE), decisions 0225 and 0374. The outbox keeps
 * only strings and builds the file at delivery, so the sessions travel in the params: who and
 * when, never the service, specialty, notes or address. The addresses are the delivery's own:
 * the sender (MAIL_FROM) as ORGANIZER, the recipient as the only ATTENDEE.
 */
export const INVITATION_SEQUENCE = { request: 0, cancel: 1 } as const;

type Method = keyof typeof INVITATION_SEQUENCE;

/** One session as the outbox keeps it; `room: "sim"` gives its file the room (decision 0397). */
type QueuedSession = Record<
  "appointmentId" | "date" | "startTime" | "endTime" | "startsAt" | "endsAt" | "timeZone",
  string
> & { sequence: string; room?: string };

export type InvitationParams = QueuedSession & { stamp: string; fullName: string };

type SessionTimes = Pick<
  SessionEvent,
  "id" | "date" | "startTime" | "endTime" | "startsAt" | "endsAt" | "timeZone"
> & { serviceType?: string };

const queued = (event: SessionTimes, sequence: number): QueuedSession => ({
  appointmentId: event.id,
  date: event.date,
  startTime: event.startTime,
  endTime: event.endTime,
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt.toISOString(),
  timeZone: event.timeZone,
  sequence: String(sequence),
  ...(event.serviceType === "online" ? { room: "sim" } : {}),
});

/** One session's file: the params of a single approval, cancellation or reschedule. */
export function invitationParams(
  event: SessionTimes,
  fullName: string | null,
  method: Method,
  instant: Date,
): InvitationParams {
  return {
    ...queued(event, INVITATION_SEQUENCE[method]),
    stamp: instant.toISOString(),
    fullName: fullName ?? "",
  };
}

/**
 * Several sessions in one file (a series' approval, 'Esta e as próximas'; decision 0374): one
 * VEVENT each, with its own UID, in `sessions` (JSON, for the outbox keeps strings).
 */
export function sessionsInvitationParams(
  events: (SessionTimes & { sequence: number })[],
  fullName: string | null,
  instant: Date,
): { sessions: string; stamp: string; fullName: string } {
  return {
    sessions: JSON.stringify(events.map((e) => queued(e, e.sequence))),
    stamp: instant.toISOString(),
    fullName: fullName ?? "",
  };
}

const SESSION_KEYS = ["appointmentId", "date", "startTime", "endTime", "timeZone"] as const;
const isQueued = (value: unknown): value is QueuedSession =>
  typeof value === "object" &&
  value !== null &&
  [...SESSION_KEYS, "startsAt", "endsAt"].every(
    (key) => typeof (value as Record<string, unknown>)[key] === "string",
  );

/** The params' sessions: `sessions` for several, the flat keys for one (also older messages). */
function sessionsOf(params: Record<string, string>): QueuedSession[] {
  if (params.sessions) {
    try {
      const parsed: unknown = JSON.parse(params.sessions);
      return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
    } catch {
      return [];
    }
  }
  return isQueued(params) ? [params] : [];
}

/** "Acolher <nao-responda@acolher.local>" → that name and address; a bare address is Acolher's. */
export function organizerOf(from: string): InvitationAddresses["organizer"] {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(from);
  return match
    ? { name: match[1] || "Acolher", email: match[2]! }
    : { name: "Acolher", email: from.trim() };
}

/** The attachment, or none when the params carry no session (an older queued message). */
export function sessionInvitation(
  params: Record<string, string>,
  method: Method,
  parties: CalendarParties,
): MailAttachment[] {
  const sessions = sessionsOf(params);
  if (sessions.length === 0 || !params.stamp) return [];
  const stamp = new Date(params.stamp);
  const calendar = sessionCalendar(stamp, {
    method: method === "request" ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  const addresses = { organizer: organizerOf(parties.from), attendee: parties.to };
  for (const s of sessions) {
    addSessionEvent(calendar, {
      id: s.appointmentId,
      date: s.date,
      startTime: s.startTime,
      endTime: s.endTime,
      startsAt: new Date(s.startsAt),
      endsAt: new Date(s.endsAt),
      timeZone: s.timeZone,
      ...(s.room === "sim" && parties.appUrl
        ? { room: new URL(roomPath(s.appointmentId), parties.appUrl).toString() }
        : {}),
      stamp,
      otherName: params.fullName || null,
      sequence: Number(s.sequence ?? INVITATION_SEQUENCE[method]),
      cancelled: method === "cancel",
      addresses,
    });
  }
  return [
    {
      filename: method === "request" ? "convite.ics" : "cancelamento.ics",
      contentType: `text/calendar; charset=utf-8; method=${method.toUpperCase()}`,
      content: icsText(calendar),
    },
  ];
}
