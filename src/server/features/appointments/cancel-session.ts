import { BOOKED_STATUSES, type CancellingParty, LIVE_STATUSES } from "@domain/constants";
import { APPOINTMENT_MESSAGES, type CancelScope } from "@domain/contracts/appointments";
import type { Db } from "@server/db/client";
import { appointments, rescheduleProposals } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { notifyCancellation } from "./session-notifications";

/**
 * Whether a cancel of this row takes this path: an approved or confirmed session, or a series'
 * request (pending) with 'Esta e as próximas', which takes the later occurrences with it (issue
 * 28); a request has no notice, so it is never late.
 */
export const cancelsAsSession = (
  row: { status: string; seriesId: string | null },
  scope: CancelScope | undefined,
) =>
  (BOOKED_STATUSES as readonly string[]).includes(row.status) ||
  (row.status === "pending" && scope === "following" && row.seriesId !== null);

export interface CancelOptions {
  /** Why, read by the other side in the app (never in the e-mail). */
  reason?: string | null;
  /** A series occurrence: this one only, or this one and the live later ones (decision 0250). */
  scope?: CancelScope;
}

/**
 * A session's cancel is late when it happens inside the notice frozen at its approval: the start
 * minus the notice is already past (decision 0251). A session approved before issue 17 has no
 * notice and is never late.
 */
const lateSql = (instant: Date) =>
  sql<boolean>`(${appointments.cancellationNoticeHours} IS NOT NULL AND ${appointments.startsAt} - make_interval(hours => ${appointments.cancellationNoticeHours}::int) < ${instant.toISOString()}::timestamptz)`;

/**
 * Issue 17 item 1: the client or the professional cancels an approved (or confirmed) session before
 * it starts, with an optional reason the other side sees. Inside the notice it is still allowed,
 * recorded as a late cancellation. Under the agenda lock, a compare-and-swap on each row's status:
 * the slot is free at once (the exclusion constraint only counts live statuses), a pending
 * reschedule proposal is withdrawn, and the other side is told in the same transaction.
 * `following` also cancels the series' later live occurrences (decision 0250), from a booked
 * session or from a request still pending (issue 28).
 */
export async function cancelSession(
  db: Db,
  user: AuthUser,
  id: string,
  options: CancelOptions,
  instant: Date,
): Promise<void> {
  const by: CancellingParty = user.role === "client" ? "client" : "professional";
  const owner = by === "client" ? appointments.clientId : appointments.professionalId;
  const [first] = await db
    .select({ professionalId: appointments.professionalId })
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(owner, user.id)));
  if (!first) throw new AppError("not_found", APPOINTMENT_MESSAGES.notFound);

  await withAgendaLock(db, first.professionalId, instant, async (tx) => {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, id), eq(owner, user.id)))
      .for("update");
    if (!row) throw new AppError("not_found", APPOINTMENT_MESSAGES.notFound);
    if (!cancelsAsSession(row, options.scope))
      throw new AppError("conflict", APPOINTMENT_MESSAGES.cannotChange);
    if (row.startsAt.getTime() <= instant.getTime()) {
      throw new AppError("conflict", APPOINTMENT_MESSAGES.sessionStarted);
    }
    const later =
      options.scope === "following" && row.seriesId
        ? await tx
            .select()
            .from(appointments)
            .where(
              and(
                eq(appointments.seriesId, row.seriesId),
                eq(owner, user.id),
                inArray(appointments.status, [...LIVE_STATUSES]),
                gt(appointments.startsAt, row.startsAt),
              ),
            )
            .for("update")
        : [];
    const targets = [row, ...later];
    // Each row moves only from the status it was read with (locked above): the CAS.
    const cancelled = [];
    for (const target of targets) {
      const [moved] = await tx
        .update(appointments)
        .set({
          status: "cancelled",
          cancelledBy: by,
          cancelledAt: instant,
          cancellationReason: options.reason ?? null,
          lateCancellation: lateSql(instant),
          updatedAt: instant,
        })
        .where(and(eq(appointments.id, target.id), eq(appointments.status, target.status)))
        .returning({ id: appointments.id, late: appointments.lateCancellation });
      if (moved) cancelled.push({ ...target, late: moved.late });
      else if (target.id === id) throw new AppError("conflict", APPOINTMENT_MESSAGES.cannotChange);
    }
    await tx
      .update(rescheduleProposals)
      .set({ status: "withdrawn", answeredAt: instant })
      .where(
        and(
          inArray(
            rescheduleProposals.appointmentId,
            cancelled.map((c) => c.id),
          ),
          eq(rescheduleProposals.status, "pending"),
        ),
      );
    await notifyCancellation(tx, cancelled, { by, reasonGiven: Boolean(options.reason) }, instant);
  });
}
