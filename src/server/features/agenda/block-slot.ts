import { lastBookableDate } from "@domain/appointments";
import {
  AGENDA_MESSAGES,
  type BlockedSlot,
  type blockSlotRequestSchema,
} from "@domain/contracts/agenda";
import type { z } from "@domain/contracts/z";
import { fitsWorkingHours, overlaps } from "@domain/slots";
import type { Db } from "@server/db/client";
import { blockedSlots } from "@server/db/schema";
import { AppError } from "@server/errors";
import { expireUnansweredRequests } from "@server/features/appointments/expire-unanswered-requests";
import { loadLiveTimes } from "@server/features/appointments/slot-check";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { hhmmOf, loadAvailability, loadBlockedSlots } from "@server/shared/agenda-reads";
import { ensureNotPast } from "./ensure-not-past";

/**
 * 'Confirmar Bloqueio' (SPEC §2): blocks a future range inside the caller's working hours.
 * Under the agenda lock it refuses a range overlapping another block or a live appointment
 * (pending, approved, confirmed), so a block and a booking never both land (decision 0081).
 */
export async function blockSlot(
  db: Db,
  professional: AuthUser,
  input: z.output<typeof blockSlotRequestSchema>,
  instant: Date,
): Promise<BlockedSlot> {
  const range = { startTime: input.startTime, endTime: input.endTime };
  const now = await ensureNotPast(
    db,
    professional.id,
    { date: input.date, time: input.startTime },
    instant,
  );
  if (input.date > lastBookableDate(now.date)) {
    throw new AppError("bad_request", AGENDA_MESSAGES.beyondHorizon);
  }
  if (!fitsWorkingHours(input.date, range, await loadAvailability(db, professional.id))) {
    throw new AppError("bad_request", AGENDA_MESSAGES.outsideWorkingHours);
  }
  // A request nobody answered in time no longer holds its slot (decision 0080).
  await expireUnansweredRequests(db, { professionalId: professional.id }, instant);
  return withAgendaLock(db, professional.id, instant, async (tx) => {
    const blocked = await loadBlockedSlots(tx, professional.id, input.date, input.date);
    if (blocked.some((b) => overlaps(b, range))) {
      throw new AppError("conflict", AGENDA_MESSAGES.alreadyBlocked);
    }
    const booked = await loadLiveTimes(tx, professional.id, input.date);
    if (booked.some((a) => overlaps(a, range))) {
      throw new AppError("conflict", AGENDA_MESSAGES.blockOverlapsAppointment);
    }
    const [row] = await tx
      .insert(blockedSlots)
      .values({ professionalId: professional.id, ...input })
      .returning();
    return {
      id: row!.id,
      date: row!.date,
      startTime: hhmmOf(row!.startTime),
      endTime: hhmmOf(row!.endTime),
      reason: row!.reason,
    };
  });
}
