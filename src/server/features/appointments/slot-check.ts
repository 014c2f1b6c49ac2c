import { type AppointmentStatus, LIVE_STATUSES } from "@domain/constants";
import type { AgendaSettings, Availability, BlockedSlot } from "@domain/contracts/agenda";
import { APPOINTMENT_MESSAGES } from "@domain/contracts/appointments";
import { computeOpenSlots, overlaps, type Slot, workingSlots } from "@domain/slots";
import type { ZonedNow } from "@domain/time";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { AppError } from "@server/errors";
import { hhmmOf, loadAvailability, loadBlockedSlots } from "@server/shared/agenda-reads";
import { and, eq, inArray, ne } from "drizzle-orm";

const sameSlot = (a: Slot, b: Slot) => a.startTime === b.startTime && a.endTime === b.endTime;

/**
 * The live appointments (pending, approved, confirmed) of a professional on one date; `except`
 * leaves one out (a session being moved does not stand in its own way).
 */
export async function loadLiveTimes(db: Db, professionalId: string, date: string, except?: string) {
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
        except === undefined ? undefined : ne(appointments.id, except),
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
 * generates it, 409 when it is blocked or taken (by any live appointment but `except`). The
 * exclusion constraint still guards races.
 */
export async function ensureSlotIsOpen(
  db: Db,
  professionalId: string,
  date: string,
  slot: Slot,
  settings: AgendaSettings,
  now: ZonedNow,
  except?: string,
): Promise<void> {
  const availability = await loadAvailability(db, professionalId);
  if (!workingSlots(date, availability, settings.serviceDuration).some((s) => sameSlot(s, slot))) {
    throw new AppError("bad_request", APPOINTMENT_MESSAGES.slotNotOffered);
  }
  const blocked = await loadBlockedSlots(db, professionalId, date, date);
  const booked = await loadLiveTimes(db, professionalId, date, except);
  checkSlotIsOpen(date, slot, {
    availability,
    serviceDuration: settings.serviceDuration,
    booked,
    blocked,
    now,
  });
}

export interface SlotDay {
  availability: Availability[];
  serviceDuration: number;
  /** The day's live appointments. */
  booked: {
    appointmentDate: string;
    startTime: string;
    endTime: string;
    status: AppointmentStatus;
  }[];
  /** The day's blocked times. */
  blocked: BlockedSlot[];
  now: ZonedNow;
}

/**
 * ensureSlotIsOpen's rule on a day already read (a booking reads it with its other checks in one
 * statement, book-appointment.ts): the same answers in the same order.
 */
export function checkSlotIsOpen(date: string, slot: Slot, day: SlotDay): void {
  const { availability, serviceDuration, booked, blocked, now } = day;
  if (!workingSlots(date, availability, serviceDuration).some((s) => sameSlot(s, slot))) {
    throw new AppError("bad_request", APPOINTMENT_MESSAGES.slotNotOffered);
  }
  const open = computeOpenSlots({
    date,
    availability,
    serviceDuration,
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
