import { BOOKED_STATUSES } from "@domain/constants";
import { APPOINTMENT_MESSAGES, type Appointment } from "@domain/contracts/appointments";
import { NO_SHOW_MESSAGES } from "@domain/contracts/no-show";
import type { Db } from "@server/db/client";
import { appointments, serviceConfirmations } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { and, eq, inArray, lte } from "drizzle-orm";
import { loadAppointments } from "./load-appointments";
import { notifyNoShow } from "./no-show-notifications";

/** Why a session that was not moved could not be: read inside the lock, after the swap failed. */
function refusal(row: { status: string; endsAt: Date }, instant: Date): AppError {
  if (row.status === "no_show") return new AppError("conflict", NO_SHOW_MESSAGES.alreadyMarked);
  if (!(BOOKED_STATUSES as readonly string[]).includes(row.status)) {
    return new AppError("conflict", NO_SHOW_MESSAGES.notBooked);
  }
  if (row.endsAt > instant) return new AppError("conflict", NO_SHOW_MESSAGES.notEnded);
  return new AppError("conflict", APPOINTMENT_MESSAGES.cannotChange);
}

/**
 * POST /api/appointments/{id}/no-show (issue 17, decision 0270): the professional records that
 * the client did not come, instead of confirming the session. A compare-and-swap from approved or
 * confirmed to `no_show`, only once the session has ended, under the agenda lock. A professional
 * who already confirmed the session took place cannot say it did not: the appointment row is
 * locked by the swap first, and `confirmService` locks it too before it sets a flag, so of a
 * confirmation and a mark racing, the second sees the first. The client is told in the same
 * transaction.
 */
export async function markNoShow(
  db: Db,
  professional: AuthUser,
  id: string,
  instant: Date,
): Promise<Appointment> {
  const mine = and(eq(appointments.id, id), eq(appointments.professionalId, professional.id));
  const [found] = await db.select({ id: appointments.id }).from(appointments).where(mine);
  if (!found) throw new AppError("not_found", APPOINTMENT_MESSAGES.notFound);

  await withAgendaLock(db, professional.id, instant, async (tx) => {
    const [moved] = await tx
      .update(appointments)
      .set({ status: "no_show", noShowMarkedAt: instant, updatedAt: instant })
      .where(
        and(
          mine,
          inArray(appointments.status, [...BOOKED_STATUSES]),
          lte(appointments.endsAt, instant),
        ),
      )
      .returning({ id: appointments.id });
    if (!moved) {
      const [row] = await tx
        .select({ status: appointments.status, endsAt: appointments.endsAt })
        .from(appointments)
        .where(mine);
      throw refusal(row!, instant);
    }
    const [confirmed] = await tx
      .select({ id: serviceConfirmations.id })
      .from(serviceConfirmations)
      .where(
        and(
          eq(serviceConfirmations.appointmentId, id),
          eq(serviceConfirmations.professionalConfirmed, true),
        ),
      );
    if (confirmed) throw new AppError("conflict", NO_SHOW_MESSAGES.alreadyConfirmed);
    await notifyNoShow(tx, id, instant);
  });
  const [marked] = await loadAppointments(db, eq(appointments.id, id), professional.id);
  return marked!;
}
