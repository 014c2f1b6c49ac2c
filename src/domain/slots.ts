import { LIVE_STATUSES } from "./constants";
import { dayOfWeek, fromMinutes, toMinutes } from "./time";

/** SPEC §3 Availability, as GET /api/agenda/availability/{id} returns it. */
export interface AvailabilityWindow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
}

/** An appointment as GET /api/appointments/professional/week returns it (any viewer). */
export interface BookedTime {
  appointmentDate: string;
  startTime: string;
  endTime: string;
  status: string;
}

/** A blocked slot as GET /api/agenda/blocked/range returns it. */
export interface BlockedTime {
  date: string;
  startTime: string;
  endTime: string;
}

export interface Slot {
  startTime: string;
  endTime: string;
}

/** Why a day has no open slot; the booking dialog explains it to the client. */
export type EmptySlotsReason = "past" | "not_working" | "all_taken" | "all_blocked";

export interface OpenSlotsInput {
  /** "yyyy-MM-dd" in the professional's zone. */
  date: string;
  availability: readonly AvailabilityWindow[];
  /** Minutes: 30, 50 or 60. */
  serviceDuration: number;
  appointments: readonly BookedTime[];
  blocked: readonly BlockedTime[];
  /** Now in the professional's zone (see nowInZone). */
  now: { date: string; time: string };
}

export interface OpenSlots {
  slots: Slot[];
  /** Null when there are slots. */
  reason: EmptySlotsReason | null;
}

/**
 * Slots of one window: from its start in steps of the duration, each ending at or before
 * the window end (SPEC §5 "a slot must fit completely before the window end").
 */
export function slotsInWindow(startTime: string, endTime: string, duration: number): Slot[] {
  const slots: Slot[] = [];
  const end = toMinutes(endTime);
  for (let start = toMinutes(startTime); start + duration <= end; start += duration) {
    slots.push({ startTime: fromMinutes(start), endTime: fromMinutes(start + duration) });
  }
  return slots;
}

/** Every slot the professional's active availability generates on `date`, in time order. */
export function workingSlots(
  date: string,
  availability: readonly AvailabilityWindow[],
  duration: number,
): Slot[] {
  const weekday = dayOfWeek(date);
  const byStart = new Map<string, Slot>();
  for (const w of availability) {
    if (!w.isActive || w.dayOfWeek !== weekday) continue;
    for (const slot of slotsInWindow(w.startTime, w.endTime, duration)) {
      byStart.set(slot.startTime, slot);
    }
  }
  return [...byStart.values()].sort((a, b) => toMinutes(a.startTime) - toMinutes(b.startTime));
}

/** Two time ranges of one day share at least a minute (touching ends do not overlap). */
export const overlaps = (a: Slot, b: Slot) =>
  toMinutes(a.startTime) < toMinutes(b.endTime) && toMinutes(b.startTime) < toMinutes(a.endTime);

/** Whether `slot` lies inside an active window of `date`'s weekday (what may be blocked). */
export function fitsWorkingHours(
  date: string,
  slot: Slot,
  availability: readonly AvailabilityWindow[],
): boolean {
  const weekday = dayOfWeek(date);
  return availability.some(
    (w) =>
      w.isActive &&
      w.dayOfWeek === weekday &&
      toMinutes(w.startTime) <= toMinutes(slot.startTime) &&
      toMinutes(slot.endTime) <= toMinutes(w.endTime),
  );
}

const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

/**
 * The slots a client may book on `date` (SPEC §5 "Slot availability"): generated from the
 * active windows of that weekday, without past ones (today: starting at or before now),
 * without those overlapping a live appointment (pending, approved, confirmed) or a blocked
 * slot. Used by the booking dialog and, as the final word, by POST /api/appointments.
 */
export function computeOpenSlots(input: OpenSlotsInput): OpenSlots {
  const { date, now } = input;
  if (date < now.date) return { slots: [], reason: "past" };
  const generated = workingSlots(date, input.availability, input.serviceDuration);
  if (!generated.length) return { slots: [], reason: "not_working" };

  const future =
    date === now.date
      ? generated.filter((s) => toMinutes(s.startTime) > toMinutes(now.time))
      : generated;
  if (!future.length) return { slots: [], reason: "past" };

  const taken = input.appointments.filter((a) => a.appointmentDate === date && isLive(a.status));
  const blocked = input.blocked.filter((b) => b.date === date);
  const isTaken = (s: Slot) => taken.some((a) => overlaps(s, a));
  const isBlocked = (s: Slot) => blocked.some((b) => overlaps(s, b));

  const slots = future.filter((s) => !isTaken(s) && !isBlocked(s));
  if (slots.length) return { slots, reason: null };
  // Every remaining slot is unavailable: "blocked" only when nothing was taken by a booking.
  return { slots: [], reason: future.some(isTaken) ? "all_taken" : "all_blocked" };
}
