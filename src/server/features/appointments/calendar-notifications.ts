import type { CancellingParty } from "@domain/constants";
import { seriesDatesText } from "@domain/series";
import type { Db } from "@server/db/client";
import { notify } from "@server/notifications/notify";
import {
  invitationParams,
  sessionsInvitationParams,
} from "@server/notifications/templates/session-invitation";
import { fullName, PAGE, type Session } from "./notified-sessions";

/**
 * The calendar of the person who made the change (decision 0374): the other side already gets
 * the change's own message with its .ics (decision 0225); these give the one who acted the same
 * event for their own calendar, by e-mail only. Each file names the other person in the
 * SUMMARY, as the calendar feed does, and no address but the reader's own (decided at delivery).
 */

/** 'Confirmar' on a request → the professional's own invitation (same UID and SEQUENCE). */
export async function notifyOwnApproval(tx: Db, s: Session, instant: Date): Promise<void> {
  await notify(tx, {
    kind: "calendar_session_confirmed",
    recipientId: s.professionalId,
    params: {
      otherName: s.client.firstName,
      when: s.when,
      ...invitationParams(s, fullName(s.client), "request", instant),
    },
    link: PAGE.professional,
    idempotencyKey: `calendar_session_confirmed:${s.id}`,
    instant,
    about: s.clientId,
  });
}

/** 'Confirmar série' → the professional's one file of the approved sessions, in date order. */
export async function notifyOwnSeriesApproval(
  tx: Db,
  seriesId: string,
  sessions: Session[],
  instant: Date,
): Promise<void> {
  const first = sessions[0];
  if (!first) return;
  await notify(tx, {
    kind: "calendar_series_confirmed",
    recipientId: first.professionalId,
    params: {
      otherName: first.client.firstName,
      count: String(sessions.length),
      time: first.startTime.slice(0, 5),
      dates: seriesDatesText(sessions.map((s) => s.date)),
      ...sessionsInvitationParams(
        sessions.map((s) => ({ ...s, sequence: s.moves })),
        fullName(first.client),
        instant,
      ),
    },
    link: PAGE.professional,
    idempotencyKey: `calendar_series_confirmed:${seriesId}`,
    instant,
    about: first.clientId,
  });
}

/**
 * A cancel of booked sessions ('Só esta' or 'Esta e as próximas') → the canceller: one message
 * whose file takes them all out of their calendar, each above its latest SEQUENCE.
 */
export async function notifyOwnCancellation(
  tx: Db,
  booked: Session[],
  by: CancellingParty,
  instant: Date,
): Promise<void> {
  const sessions = [...booked].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const first = sessions[0];
  if (!first) return;
  const other = by === "client" ? first.professional : first.client;
  await notify(tx, {
    kind: "calendar_sessions_cancelled",
    recipientId: by === "client" ? first.clientId : first.professionalId,
    params: {
      otherName: other.firstName,
      when: first.when,
      count: String(sessions.length),
      dates: seriesDatesText(sessions.map((s) => s.date)),
      ...sessionsInvitationParams(
        sessions.map((s) => ({ ...s, sequence: s.moves + 1 })),
        fullName(other),
        instant,
      ),
    },
    link: PAGE[by],
    idempotencyKey: `calendar_sessions_cancelled:${first.id}`,
    instant,
    about: by === "client" ? first.professionalId : first.clientId,
  });
}
