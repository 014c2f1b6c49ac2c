import { BOOKED_STATUSES } from "@domain/constants";
import type { BlockedSlot } from "@domain/contracts/agenda";
import { type AvailabilityWindow, overlaps, type Slot, workingSlots } from "@domain/slots";
import { compareDateTime, type ZonedNow } from "@domain/time";

/**
 * SPEC §4 'Slot status in agenda': free, booked (approved or confirmed) or blocked; and a
 * pending request, which holds its slot until it is answered (decision 0085).
 */
export type SlotState = "free" | "booked" | "blocked" | "requested";

export interface AgendaSlot extends Slot {
  state: SlotState;
  /** Started already: it can no longer be blocked or freed. */
  past: boolean;
  /** The block covering the slot, when it is blocked. */
  blockId: string | null;
}

interface TimedStatus {
  appointmentDate: string;
  startTime: string;
  endTime: string;
  status: string;
}

export interface SlotStatesInput {
  date: string;
  availability: readonly AvailabilityWindow[];
  serviceDuration: number;
  /** Any statuses: only approved, confirmed and pending ones occupy a slot. */
  appointments: readonly TimedStatus[];
  blocked: readonly BlockedSlot[];
  /** Now in the professional's zone. */
  now: Pick<ZonedNow, "date" | "time">;
}

const isBooked = (status: string) => (BOOKED_STATUSES as readonly string[]).includes(status);

function stateOf(slot: Slot, appointments: TimedStatus[], block: BlockedSlot | undefined) {
  const live = appointments.filter((a) => overlaps(a, slot));
  if (live.some((a) => isBooked(a.status))) return "booked";
  if (block) return "blocked";
  if (live.some((a) => a.status === "pending")) return "requested";
  return "free";
}

/** The day's working slots (the service duration apart) with what occupies each. */
export function slotStates(input: SlotStatesInput): AgendaSlot[] {
  const { date, now } = input;
  const dayAppointments = input.appointments.filter((a) => a.appointmentDate === date);
  const dayBlocks = input.blocked.filter((b) => b.date === date);
  return workingSlots(date, input.availability, input.serviceDuration).map((slot) => {
    const block = dayBlocks.find((b) => overlaps(b, slot));
    return {
      ...slot,
      state: stateOf(slot, dayAppointments, block),
      past: compareDateTime({ date, time: slot.startTime }, now) <= 0,
      blockId: block?.id ?? null,
    };
  });
}
