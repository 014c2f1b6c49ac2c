import { compareByStart, hasStarted, type TimedAppointment } from "./appointments";
import { addDays, dayOfWeek, nowInZone } from "./time";

/** The Sunday-to-Saturday week holding `date` ("yyyy-MM-dd"). */
export function weekOf(date: string): { start: string; end: string } {
  const start = addDays(date, -dayOfWeek(date));
  return { start, end: addDays(start, 6) };
}

const COUNTED = ["approved", "confirmed"];

/**
 * SPEC §2 'Serviços Restantes (Semana)': approved or confirmed appointments of the current
 * Sunday-to-Saturday week (in the professional's zone) that have not started yet, soonest first.
 */
export function remainingThisWeek<T extends TimedAppointment>(list: readonly T[], now: Date): T[] {
  return list
    .filter((a) => {
      if (!COUNTED.includes(a.status) || hasStarted(a, now)) return false;
      const week = weekOf(nowInZone(a.timeZone, now).date);
      return week.start <= a.appointmentDate && a.appointmentDate <= week.end;
    })
    .sort(compareByStart);
}
