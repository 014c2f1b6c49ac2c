import {
  addSessionEvent,
  icsText,
  type SessionEvent,
  sessionCalendar,
} from "@server/shared/session-calendar";
import { ICalCalendarMethod } from "ical-generator";
import type { MailAttachment } from "./render";

/**
 * The .ics sent with an approval (METHOD:REQUEST) or with the cancellation of an approved
 * session (METHOD:CANCEL, a higher SEQUENCE), decision 0225. The outbox keeps only strings and
 * builds the file at delivery, so the session travels in the params: who and when, never the
 * service, specialty, notes or address.
 */
export const INVITATION_SEQUENCE = { request: 0, cancel: 1 } as const;

type Method = keyof typeof INVITATION_SEQUENCE;

export type InvitationParams = Record<
  "appointmentId" | "date" | "startTime" | "endTime" | "startsAt" | "endsAt" | "timeZone",
  string
> & { stamp: string; fullName: string; sequence: string };

export function invitationParams(
  event: Omit<SessionEvent, "stamp" | "otherName" | "sequence" | "url" | "cancelled">,
  fullName: string | null,
  method: Method,
  instant: Date,
): InvitationParams {
  return {
    appointmentId: event.id,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    timeZone: event.timeZone,
    stamp: instant.toISOString(),
    fullName: fullName ?? "",
    sequence: String(INVITATION_SEQUENCE[method]),
  };
}

/** The attachment, or none when the params carry no session (an older queued message). */
export function sessionInvitation(
  params: Record<string, string>,
  method: Method,
): MailAttachment[] {
  const p = params as Partial<InvitationParams>;
  if (!p.appointmentId || !p.date || !p.startTime || !p.endTime || !p.timeZone) return [];
  if (!p.startsAt || !p.endsAt || !p.stamp) return [];
  const stamp = new Date(p.stamp);
  const calendar = sessionCalendar(stamp, {
    method: method === "request" ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  addSessionEvent(calendar, {
    id: p.appointmentId,
    date: p.date,
    startTime: p.startTime,
    endTime: p.endTime,
    startsAt: new Date(p.startsAt),
    endsAt: new Date(p.endsAt),
    timeZone: p.timeZone,
    stamp,
    otherName: p.fullName || null,
    sequence: Number(p.sequence ?? INVITATION_SEQUENCE[method]),
    cancelled: method === "cancel",
  });
  return [
    {
      filename: method === "request" ? "convite.ics" : "cancelamento.ics",
      contentType: `text/calendar; charset=utf-8; method=${method.toUpperCase()}`,
      content: icsText(calendar),
    },
  ];
}
