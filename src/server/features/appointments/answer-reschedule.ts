import { APPOINTMENT_MESSAGES, type Appointment } from "@domain/contracts/appointments";
import type { RescheduleAnswer } from "@domain/contracts/reschedule";
import { nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { localInstantSql } from "@server/db/local-instant";
import { appointments, rescheduleProposals } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { hhmmOf, loadAgendaSettings } from "@server/shared/agenda-reads";
import { and, eq } from "drizzle-orm";
import { loadAppointments } from "./load-appointments";
import { ensureMovable, findOwnAppointment } from "./propose-reschedule";
import { notifyRescheduleAnswered } from "./reschedule-notifications";
import { ensureSlotIsOpen } from "./slot-check";

const notPending = () => new AppError("conflict", APPOINTMENT_MESSAGES.proposalNotPending);
const EXCLUSION_VIOLATION = "23P01";

/** Postgres' code of a failed statement, whichever driver threw it. */
const pgCode = (error: unknown): unknown =>
  (error as { code?: unknown })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;

/**
 * PUT /api/appointments/{id}/reschedule/{proposalId}: the other side accepts or declines a pending
 * proposal, the proposer may withdraw it. Accepting moves the session in one transaction under the
 * agenda lock: compare-and-swap on the proposal (pending) and on the session's status, the slot
 * re-checked, the new time taken and the old one freed together; the exclusion constraint guards
 * any overlap left (23P01 → 409, nothing changed). Decision 0252.
 */
export async function answerReschedule(
  db: Db,
  user: AuthUser,
  id: string,
  proposalId: string,
  answer: RescheduleAnswer,
  instant: Date,
): Promise<Appointment> {
  const found = await findOwnAppointment(db, user, id);
  const side = user.role === "client" ? "client" : "professional";
  const [proposal] = await db
    .select()
    .from(rescheduleProposals)
    .where(and(eq(rescheduleProposals.id, proposalId), eq(rescheduleProposals.appointmentId, id)));
  if (!proposal) throw new AppError("not_found", APPOINTMENT_MESSAGES.proposalNotFound);
  const mine = proposal.proposedBy === side;
  if (answer === "withdrawn" && !mine) {
    throw new AppError("forbidden", APPOINTMENT_MESSAGES.proposalOnlyProposer);
  }
  if (answer !== "withdrawn" && mine) {
    throw new AppError("forbidden", APPOINTMENT_MESSAGES.proposalOtherSide);
  }
  if (proposal.status !== "pending") throw notPending();

  const settings = await loadAgendaSettings(db, found.professionalId);
  await withAgendaLock(db, found.professionalId, instant, async (tx) => {
    const [answered] = await tx
      .update(rescheduleProposals)
      .set({ status: answer, answeredAt: instant })
      .where(and(eq(rescheduleProposals.id, proposalId), eq(rescheduleProposals.status, "pending")))
      .returning({ id: rescheduleProposals.id });
    if (!answered) throw notPending();
    if (answer === "accepted") await move(tx, proposal, settings, instant);
    if (answer !== "withdrawn") await notifyRescheduleAnswered(tx, proposalId, answer, instant);
  });
  const [appointment] = await loadAppointments(db, eq(appointments.id, id), user.id);
  return appointment!;
}

type Proposal = typeof rescheduleProposals.$inferSelect;
type Settings = Awaited<ReturnType<typeof loadAgendaSettings>>;

/** The accepted move: everything checked again inside the lock, then one UPDATE. */
async function move(tx: Db, proposal: Proposal, settings: Settings, instant: Date) {
  const id = proposal.appointmentId;
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
  ensureMovable(row!, instant);
  if (proposal.startsAt.getTime() <= instant.getTime()) {
    throw new AppError("conflict", APPOINTMENT_MESSAGES.proposalPast);
  }
  const date = proposal.appointmentDate;
  const slot = { startTime: hhmmOf(proposal.startTime), endTime: hhmmOf(proposal.endTime) };
  const now = nowInZone(settings.timeZone, instant);
  await ensureSlotIsOpen(tx, row!.professionalId, date, slot, settings, now, id);
  const at = (time: string) => localInstantSql(date, time, settings.timeZone);
  try {
    const [moved] = await tx
      .update(appointments)
      .set({
        appointmentDate: date,
        startTime: slot.startTime,
        endTime: slot.endTime,
        startsAt: at(slot.startTime),
        endsAt: at(slot.endTime),
        timeZone: settings.timeZone,
        updatedAt: instant,
      })
      .where(and(eq(appointments.id, id), eq(appointments.status, row!.status)))
      .returning({ id: appointments.id });
    if (!moved) throw new AppError("conflict", APPOINTMENT_MESSAGES.cannotChange);
  } catch (error) {
    if (pgCode(error) === EXCLUSION_VIOLATION) {
      throw new AppError("conflict", APPOINTMENT_MESSAGES.slotTaken);
    }
    throw error;
  }
}
