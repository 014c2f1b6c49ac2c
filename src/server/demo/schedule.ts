import type { ServiceDuration, Specialty } from "@domain/constants";
import { type AvailabilityWindow, type Slot, workingSlots } from "@domain/slots";
import { addDays } from "@domain/time";
import type { Random } from "./random";

const everyWeek = (days: number[], startTime: string, endTime: string, isActive = true) =>
  days.map((dayOfWeek) => ({ dayOfWeek, startTime, endTime, isActive }));

/** Weekly patterns: office hours, split shifts, early trainers, Saturdays, a day off. */
export const WEEKLY_PATTERNS: AvailabilityWindow[][] = [
  everyWeek([1, 2, 3, 4, 5], "09:00", "18:00"),
  [...everyWeek([1, 3, 5], "13:00", "20:00"), ...everyWeek([2, 4], "08:00", "14:00")],
  [...everyWeek([2, 3, 4, 5], "07:00", "13:00"), ...everyWeek([6], "08:00", "12:00")],
  [
    ...everyWeek([1, 2, 3, 4], "10:00", "19:00"),
    ...everyWeek([5], "10:00", "19:00", false),
    ...everyWeek([6], "09:00", "13:00"),
  ],
  [...everyWeek([1, 2, 4, 5], "14:00", "21:00"), ...everyWeek([3], "14:00", "21:00", false)],
];

const EARLY_TRAINER: AvailabilityWindow[] = everyWeek([1, 2, 3, 4, 5, 6], "06:00", "11:00");

const DURATIONS: Record<Specialty, ServiceDuration[]> = {
  Psicologia: [50, 50, 60],
  Nutrição: [60, 30, 60],
  Fisioterapia: [60, 50],
  "Personal Trainer": [60, 30],
};

export function weeklyAvailability(specialty: Specialty, index: number): AvailabilityWindow[] {
  if (specialty === "Personal Trainer" && index % 3 === 0) return EARLY_TRAINER;
  return WEEKLY_PATTERNS[index % WEEKLY_PATTERNS.length]!;
}

export function serviceDuration(specialty: Specialty, index: number): ServiceDuration {
  const options = DURATIONS[specialty];
  return options[index % options.length]!;
}

export interface Agenda {
  id: string;
  availability: AvailabilityWindow[];
  duration: number;
}

export interface Booking extends Slot {
  date: string;
}

/**
 * Hands out free slots of a professional's grid (active windows cut in steps of the service
 * duration), never the same slot twice, so live appointments and blocked slots never overlap.
 * Today's slots are handed out only after `nowTime`, so "today" always means later today.
 */
export class SlotBook {
  private readonly taken = new Set<string>();

  constructor(
    private readonly today: string,
    private readonly nowTime: string,
    private readonly random: Random,
  ) {}

  private isOpen(agenda: Agenda, date: string, slot: Slot): boolean {
    if (date === this.today && slot.startTime <= this.nowTime) return false;
    return !this.taken.has(`${agenda.id}|${date}|${slot.startTime}`);
  }

  /** A free slot between `fromDay` and `toDay` days from today (inclusive), or null. */
  book(agenda: Agenda, fromDay: number, toDay: number): Booking | null {
    for (let attempt = 0; attempt < 40; attempt++) {
      const date = addDays(this.today, this.random.int(fromDay, toDay));
      const free = workingSlots(date, agenda.availability, agenda.duration).filter((slot) =>
        this.isOpen(agenda, date, slot),
      );
      if (!free.length) continue;
      const slot = this.random.pick(free);
      this.taken.add(`${agenda.id}|${date}|${slot.startTime}`);
      return { date, ...slot };
    }
    return null;
  }
}
