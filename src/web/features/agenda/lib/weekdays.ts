import type { AvailabilityWindow } from "@domain/slots";

/** Weekday names as the agenda writes them, index 0 = Sunday (SPEC §8: 'Sábado não disponível'). */
export const WEEKDAY_NAMES = [
  "Domingo",
  "Segunda",
  "Terça",
  "Quarta",
  "Quinta",
  "Sexta",
  "Sábado",
] as const;

/** Monday first, Sunday last: the order the week is edited in. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The weekdays with an active window, Sunday first. */
export function workingWeekdays(availability: readonly AvailabilityWindow[]): number[] {
  const days = new Set(availability.filter((w) => w.isActive).map((w) => w.dayOfWeek));
  return [...days].sort((a, b) => a - b);
}
