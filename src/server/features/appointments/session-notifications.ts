import { BOOKED_STATUSES, type CancellingParty } from "@domain/constants";
import { seriesDatesText } from "@domain/series";
import type { Db } from "@server/db/client";
import { notify } from "@server/notifications/notify";
import { invitationParams } from "@server/notifications/templates/session-invitation";
import { notifyOwnApproval, notifyOwnCancellation } from "./calendar-notifications";
import { fullName, loadSessions, PAGE, type Session } from "./notified-sessions";

/**
 * What happens to a request or session, told to the person it concerns (issue 16, decision
 * 0225): always with the transaction of the change, so a change that rolls back notifies nobody,
 * and keyed `<kind>:<appointment id>`, so the same change told twice sends one message. The
 * params name the other person and the local date and time only (LGPD). The calendar of whoever
 * made the change gets its own file too (`calendar-notifications.ts`, decision 0374).
 */

/**
 * 'Confirmar' on a request (the agenda's answer, or the API's `confirmed`) → the client, with
 * the .ics; the professional gets the same session's invitation for their own calendar.
 */
export async function notifyApproval(tx: Db, appointmentId: string, instant: Date): Promise<void> {
  for (const s of await loadSessions(tx, [appointmentId])) {
    await notify(tx, {
      kind: "booking_approved",
      recipientId: s.clientId,
      params: {
        otherName: s.professional.firstName,
        when: s.when,
        ...invitationParams(s, fullName(s.professional), "request", instant),
      },
      link: PAGE.client,
      idempotencyKey: `booking_approved:${s.id}`,
      instant,
      about: s.professionalId,
    });
    await notifyOwnApproval(tx, s, instant);
  }
}

/** 'Recusar' → the client; the reason itself stays in the app (decision 0226). */
export async function notifyRejection(
  tx: Db,
  appointmentId: string,
  reasonGiven: boolean,
  instant: Date,
): Promise<void> {
  for (const s of await loadSessions(tx, [appointmentId])) {
    await notify(tx, {
      kind: "booking_rejected",
      recipientId: s.clientId,
      params: {
        otherName: s.professional.firstName,
        when: s.when,
        reasonGiven: reasonGiven ? "sim" : "não",
      },
      link: PAGE.client,
      idempotencyKey: `booking_rejected:${s.id}`,
      instant,
      about: s.professionalId,
    });
  }
}

/** Requests that became 'Não respondido' → each one's client; a series' dates that expire together, once. */
export async function notifyExpiry(tx: Db, appointmentIds: string[], instant: Date): Promise<void> {
  const bySeries = new Map<string, Session[]>();
  for (const s of await loadSessions(tx, appointmentIds)) {
    if (s.seriesId) {
      bySeries.set(s.seriesId, [...(bySeries.get(s.seriesId) ?? []), s]);
      continue;
    }
    await notify(tx, {
      kind: "booking_expired",
      recipientId: s.clientId,
      params: { otherName: s.professional.firstName, when: s.when },
      link: PAGE.client,
      idempotencyKey: `booking_expired:${s.id}`,
      instant,
      about: s.professionalId,
    });
  }
  // The dates of one series that expire together are one message (decision 0262).
  for (const dates of bySeries.values()) {
    const sorted = dates.sort((a, b) => a.date.localeCompare(b.date));
    const s = sorted[0]!;
    await notify(tx, {
      kind: "series_expired",
      recipientId: s.clientId,
      params: {
        otherName: s.professional.firstName,
        dates: seriesDatesText(sorted.map((d) => d.date)),
      },
      link: PAGE.client,
      idempotencyKey: `series_expired:${s.id}`,
      instant,
      about: s.professionalId,
    });
  }
}

export interface Cancellation {
  /** The side whose action (or closed account: `accountClosed`) cancelled it; the other is told. */
  by: CancellingParty;
  /** A ban or a deleted account: the e-mail names nobody (decision 0227). */
  accountClosed?: boolean;
  /** A reason was given: the e-mail says it is read in the app, never the reason (issue 17). */
  reasonGiven?: boolean;
}

/**
 * A request or session cancelled → the other side. `appointments` are the rows as they were
 * before the cancel: one that had been approved or confirmed gets the .ics CANCEL (same UID,
 * higher SEQUENCE), so the invitation leaves the recipient's calendar; the canceller gets one
 * message whose file takes every such session out of their own (not for a closed account).
 */
export async function notifyCancellation(
  tx: Db,
  cancelled: { id: string; status: string; late?: boolean }[],
  cancellation: Cancellation,
  instant: Date,
): Promise<void> {
  const statusOf = new Map(cancelled.map((a) => [a.id, a.status]));
  const late = new Set(cancelled.filter((a) => a.late).map((a) => a.id));
  const sessions = await loadSessions(tx, [...statusOf.keys()]);
  const wasBookedOf = (s: Session) =>
    (BOOKED_STATUSES as readonly string[]).includes(statusOf.get(s.id) ?? "");
  for (const s of sessions) {
    const recipient = cancellation.by === "client" ? "professional" : "client";
    const canceller: Session["client"] = cancellation.by === "client" ? s.client : s.professional;
    const wasBooked = wasBookedOf(s);
    const named = !cancellation.accountClosed;
    await notify(tx, {
      kind: "booking_cancelled",
      recipientId: recipient === "client" ? s.clientId : s.professionalId,
      params: {
        ...(named ? { otherName: canceller.firstName } : {}),
        when: s.when,
        cause: cancellation.accountClosed ? "account_closed" : "person",
        wasBooked: wasBooked ? "sim" : "não",
        ...(late.has(s.id) ? { late: "sim" } : {}),
        ...(cancellation.reasonGiven ? { reasonGiven: "sim" } : {}),
        ...(wasBooked
          ? {
              ...invitationParams(s, named ? fullName(canceller) : null, "cancel", instant),
              // Above every moved invitation's SEQUENCE, so the calendar drops the latest one.
              sequence: String(s.moves + 1),
            }
          : {}),
      },
      link: PAGE[recipient],
      idempotencyKey: `booking_cancelled:${s.id}`,
      instant,
      ...(named ? { about: cancellation.by === "client" ? s.clientId : s.professionalId } : {}),
    });
  }
  if (!cancellation.accountClosed) {
    await notifyOwnCancellation(tx, sessions.filter(wasBookedOf), cancellation.by, instant);
  }
}
