import { lastBookableDate } from "@domain/appointments";
import { BOOKED_STATUSES } from "@domain/constants";
import { APPOINTMENT_MESSAGES, type Appointment } from "@domain/contracts/appointments";
import type { ProposeRescheduleRequest } from "@domain/contracts/reschedule";
import { compareDateTime, nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { localInstantSql } from "@server/db/local-instant";
import { appointments, rescheduleProposals } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { hhmmOf, loadAgendaSettings } from "@server/shared/agenda-reads";
import { and, eq } from "drizzle-orm";
import { loadAppointments } from "./load-appointments";
import { notifyRescheduleProposed } from "./reschedule-notifications";
import { ensureSlotIsOpen } from "./slot-check";

const bad = (message: string) => new AppError("bad_request", message);

/** The caller's side of an appointment, or 404 (someone else's id looks like no id). */
export async function findOwnAppointment(db: Db, user: AuthUser, id: string) {
  const owner = user.role === "client" ? appointments.clientId : appointments.professionalId;
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(owner, user.id)));
  if (!row) throw new AppError("not_found", APPOINTMENT_MESSAGES.notFound);
  return row;
}

/** An approved or confirmed session that has not started, or 409. */
export function ensureMovable(row: { status: string; startsAt: Date }, instant: Date): void {
  if (!(BOOKED_STATUSES as readonly string[]).includes(row.status)) {
    throw new AppError("conflict", APPOINTMENT_MESSAGES.onlyBookedReschedule);
  }
  if (row.startsAt.getTime() <= instant.getTime()) {
    throw new AppError("conflict", APPOINTMENT_MESSAGES.sessionStarted);
  }
}

/**
 * Issue 17 item 2, POST /api/appointments/{id}/reschedule: either side of an approved session that
 * has not started proposes a slot the booking dialog would offer (open, not past, inside the
 * 180-day horizon). The session stays where it is until the other side accepts; a new proposal
 * replaces a pending one (`superseded`). Under the agenda lock, so it serialises with an accept.
 */
export async function proposeReschedule(
  db: Db,
  user: AuthUser,
  id: string,
  input: ProposeRescheduleRequest,
  instant: Date,
): Promise<Appointment> {
  const found = await findOwnAppointment(db, user, id);
  ensureMovable(found, instant);
  const settings = await loadAgendaSettings(db, found.professionalId);
  const now = nowInZone(settings.timeZone, instant);
  if (compareDateTime({ date: input.appointmentDate, time: input.startTime }, now) <= 0) {
    throw bad(APPOINTMENT_MESSAGES.reschedulePast);
  }
  if (input.appointmentDate > lastBookableDate(now.date)) {
    throw bad(APPOINTMENT_MESSAGES.rescheduleBeyondHorizon);
  }
  if (
    input.appointmentDate === found.appointmentDate &&
    input.startTime === hhmmOf(found.startTime) &&
    input.endTime === hhmmOf(found.endTime)
  ) {
    throw bad(APPOINTMENT_MESSAGES.rescheduleSameTime);
  }
  const slot = { startTime: input.startTime, endTime: input.endTime };
  const at = (time: string) => localInstantSql(input.appointmentDate, time, settings.timeZone);
  await withAgendaLock(db, found.professionalId, instant, async (tx) => {
    const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
    ensureMovable(row!, instant);
    await ensureSlotIsOpen(
      tx,
      found.professionalId,
      input.appointmentDate,
      slot,
      settings,
      now,
      id,
    );
    await tx
      .update(rescheduleProposals)
      .set({ status: "superseded", answeredAt: instant })
      .where(
        and(eq(rescheduleProposals.appointmentId, id), eq(rescheduleProposals.status, "pending")),
      );
    const [proposal] = await tx
      .insert(rescheduleProposals)
      .values({
        appointmentId: id,
        proposedBy: user.role === "client" ? "client" : "professional",
        appointmentDate: input.appointmentDate,
        startTime: input.startTime,
        endTime: input.endTime,
        startsAt: at(input.startTime),
        endsAt: at(input.endTime),
        createdAt: instant,
      })
      .returning({ id: rescheduleProposals.id });
    await notifyRescheduleProposed(tx, proposal!.id, instant);
  });
  const [appointment] = await loadAppointments(db, eq(appointments.id, id), user.id);
  return appointment!;
}
