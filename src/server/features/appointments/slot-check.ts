import { LIVE_STATUSES } from "@domain/constants";
import type { AgendaSettings } from "@domain/contracts/agenda";
import { APPOINTMENT_MESSAGES } from "@domain/contracts/appointments";
import { computeOpenSlots, overlaps, type Slot, workingSlots } from "@domain/slots";
import type { ZonedNow } from "@domain/time";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { AppError } from "@server/errors";
import { hhmmOf, loadAvailability, loadBlockedSlots } from "@server/shared/agenda-reads";
import { and, eq, inArray } from "drizzle-orm";

const sameSlot = (a: Slot, b: Slot) => a.startTime === b.startTime && a.endTime === b.endTime;

/** The live appointments (pending, approved, confirmed) of a professional on one date. */
export async function loadLiveTimes(db: Db, professionalId: string, date: string) {
  const rows = await db
    .select({
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      status: appointments.status,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.professionalId, professionalId),
        eq(appointments.appointmentDate, date),
        inArray(appointments.status, [...LIVE_STATUSES]),
      ),
    );
  return rows.map((r) => ({
    appointmentDate: date,
    startTime: hhmmOf(r.startTime),
    endTime: hhmmOf(r.endTime),
    status: r.status,
  }));
}

/**
 * Throws unless `slot` is one computeOpenSlots offers on `date`: 400 when the agenda never
 * generates it, 409 when it is blocked or taken. The exclusion constraint still guards races.
 */
export async function ensureSlotIsOpen(
  db: Db,
  professionalId: string,
  date: string,
  slot: Slot,
  settings: AgendaSettings,
  now: ZonedNow,
): Promise<void> {
  const availability = await loadAvailability(db, professionalId);
  if (!workingSlots(date, availability, settings.serviceDuration).some((s) => sameSlot(s, slot))) {
    throw new AppError("bad_request", APPOINTMENT_MESSAGES.slotNotOffered);
  }
  const blocked = await loadBlockedSlots(db, professionalId, date, date);
  const booked = await loadLiveTimes(db, professionalId, date);
  const open = computeOpenSlots({
    date,
    availability,
    serviceDuration: settings.serviceDuration,
    appointments: booked,
    blocked,
    now,
  });
  if (open.slots.some((s) => sameSlot(s, slot))) return;
  if (blocked.some((b) => overlaps(b, slot))) {
    throw new AppError("conflict", APPOINTMENT_MESSAGES.slotBlocked);
  }
  throw new AppError("conflict", APPOINTMENT_MESSAGES.slotTaken);
}
