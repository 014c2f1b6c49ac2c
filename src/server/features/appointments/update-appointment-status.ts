import type { AppointmentStatus, CancellingParty } from "@domain/constants";
import { APPOINTMENT_MESSAGES, type Appointment } from "@domain/contracts/appointments";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { noticeInForceSql } from "@server/shared/cancellation-notice";
import { and, eq } from "drizzle-orm";
import { type CancelOptions, cancelSession, cancelsAsSession } from "./cancel-session";
import { expireUnansweredRequests } from "./expire-unanswered-requests";
import { loadAppointments } from "./load-appointments";
import { notifyApproval, notifyCancellation } from "./session-notifications";

/** SPEC §4 "from the appointments screen": a professional confirms or cancels a request. */
const PROFESSIONAL_TARGETS: AppointmentStatus[] = ["confirmed", "cancelled"];

/** Who the cancel is recorded against (decision 0201): only clients and professionals get here. */
const cancellingParty = (user: AuthUser): CancellingParty =>
  user.role === "client" ? "client" : "professional";

const cannotChange = () => new AppError("conflict", APPOINTMENT_MESSAGES.cannotChange);

/**
 * PUT /api/appointments/{id}/status. A client cancels their own pending appointment before it
 * starts; a professional confirms or cancels their own pending one. Either side cancels an
 * approved or confirmed session before it starts (issue 17, `cancelSession`). Nothing else moves; a
 * request that started or waited too long is 'Não respondido' first (decision 0080).
 */
export async function updateAppointmentStatus(
  db: Db,
  user: AuthUser,
  id: string,
  target: AppointmentStatus,
  instant: Date,
  cancel: CancelOptions = {},
): Promise<Appointment> {
  // An unanswered request is already 'Não respondido' and can no longer move (decision 0080).
  const scope = user.role === "client" ? { clientId: user.id } : { professionalId: user.id };
  await expireUnansweredRequests(db, scope, instant);
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  const ownerId = user.role === "client" ? row?.clientId : row?.professionalId;
  if (!row || ownerId !== user.id) throw new AppError("not_found", APPOINTMENT_MESSAGES.notFound);

  if (user.role === "client") {
    if (target !== "cancelled")
      throw new AppError("forbidden", APPOINTMENT_MESSAGES.clientMayOnlyCancel);
  } else if (!PROFESSIONAL_TARGETS.includes(target)) {
    throw cannotChange();
  }
  // Issue 17: an approved or confirmed session is cancelled with its notice and reason; so is a
  // series' request with 'Esta e as próximas', which takes the later occurrences with it (issue
  // 28: they stayed pending and could still be approved).
  if (target === "cancelled" && cancelsAsSession(row, cancel.scope)) {
    await cancelSession(db, user, id, cancel, instant);
    const [cancelled] = await loadAppointments(db, eq(appointments.id, id), user.id);
    return cancelled!;
  }
  if (row.status !== "pending") throw cannotChange();

  // Under the agenda lock: a cancelled request frees its slot (the next free one, issue 17).
  await withAgendaLock(db, row.professionalId, instant, async (tx) => {
    // Only a still-pending row moves, so two racing changes cannot both win.
    const [updated] = await tx
      .update(appointments)
      .set({
        status: target,
        cancelledBy: target === "cancelled" ? cancellingParty(user) : null,
        ...(target === "cancelled"
          ? { cancelledAt: instant, cancellationReason: cancel.reason ?? null }
          : // 'Confirmar' approves: the notice in force is frozen into it (decision 0251).
            { cancellationNoticeHours: noticeInForceSql(row.professionalId) }),
        updatedAt: instant,
      })
      .where(and(eq(appointments.id, id), eq(appointments.status, "pending")))
      .returning({ id: appointments.id });
    if (!updated) throw cannotChange();
    // The other side hears of it in the same transaction (decision 0225).
    if (target === "confirmed") await notifyApproval(tx, id, instant);
    else
      await notifyCancellation(
        tx,
        [row],
        { by: cancellingParty(user), reasonGiven: Boolean(cancel.reason) },
        instant,
      );
  });
  const [appointment] = await loadAppointments(db, eq(appointments.id, id), user.id);
  return appointment!;
}
