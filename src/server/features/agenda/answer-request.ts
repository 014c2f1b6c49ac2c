import { givenReason } from "@domain/appointment-outcome";
import {
  AGENDA_MESSAGES,
  type answerRequestBodySchema,
  REJECTED_BY_PROFESSIONAL_NOTE,
} from "@domain/contracts/agenda";
import type { Appointment } from "@domain/contracts/appointments";
import type { z } from "@domain/contracts/z";
import { overlaps } from "@domain/slots";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { AppError } from "@server/errors";
import { expireUnansweredRequests } from "@server/features/appointments/expire-unanswered-requests";
import { loadAppointments } from "@server/features/appointments/load-appointments";
import {
  notifyApproval,
  notifyRejection,
} from "@server/features/appointments/session-notifications";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { hhmmOf, loadBlockedSlots } from "@server/shared/agenda-reads";
import { noticeInForceSql } from "@server/shared/cancellation-notice";
import { and, eq } from "drizzle-orm";

const notPending = () => new AppError("conflict", AGENDA_MESSAGES.requestNotPending);

/**
 * 'Confirmar' / 'Recusar' on a request (SPEC §4's approve and reject, decision 0380): a
 * compare-and-swap from pending, so of racing answers and a client's cancel exactly one wins and
 * the rest get 409. A request that went unanswered too long is already 'Não respondido'
 * (decision 0080). Approval runs under the agenda lock and refuses a request overlapping a
 * blocked range (decision 0081).
 */
export async function answerRequest(
  db: Db,
  professional: AuthUser,
  id: string,
  answer: z.output<typeof answerRequestBodySchema>,
  instant: Date,
): Promise<Appointment> {
  await expireUnansweredRequests(db, { professionalId: professional.id }, instant);
  await withAgendaLock(db, professional.id, instant, async (tx) => {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, id), eq(appointments.professionalId, professional.id)));
    if (!row) throw new AppError("not_found", AGENDA_MESSAGES.requestNotFound);
    if (row.status !== "pending") throw notPending();
    if (answer.status === "approved") {
      const time = { startTime: hhmmOf(row.startTime), endTime: hhmmOf(row.endTime) };
      const blocked = await loadBlockedSlots(
        tx,
        professional.id,
        row.appointmentDate,
        row.appointmentDate,
      );
      if (blocked.some((b) => overlaps(b, time))) {
        throw new AppError("conflict", AGENDA_MESSAGES.requestOverlapsBlock);
      }
    }
    const note =
      answer.status === "rejected"
        ? (answer.professionalNotes ?? REJECTED_BY_PROFESSIONAL_NOTE)
        : (answer.professionalNotes ?? row.professionalNotes);
    const [moved] = await tx
      .update(appointments)
      .set({
        status: answer.status,
        professionalNotes: note,
        ...(answer.status === "rejected" ? { rejectionReason: answer.reason } : {}),
        // The notice in force is frozen into the session when it is approved (decision 0251).
        ...(answer.status === "approved"
          ? { cancellationNoticeHours: noticeInForceSql(professional.id) }
          : {}),
        updatedAt: instant,
      })
      .where(and(eq(appointments.id, id), eq(appointments.status, "pending")))
      .returning({ id: appointments.id });
    if (!moved) throw notPending();
    // In the answer's transaction: a refused or rolled-back answer tells nobody (decision 0225).
    if (answer.status === "approved") await notifyApproval(tx, id, instant);
    else
      await notifyRejection(
        tx,
        id,
        answer.reason !== null || givenReason(answer.professionalNotes ?? null) !== null,
        instant,
      );
  });
  const [answered] = await loadAppointments(db, eq(appointments.id, id), professional.id);
  return answered!;
}
