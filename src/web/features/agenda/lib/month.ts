import { addDays, dayOfWeek } from "@domain/time";

/** SPEC §9: the calendar moves 30 days at a time. */
export const MONTH_STEP_DAYS = 30;

const firstOf = (date: string) => `${date.slice(0, 7)}-01`;

/** The first and last day of the month holding `date`. */
export function monthRange(date: string): { start: string; end: string } {
  const start = firstOf(date);
  const [y, m] = start.split("-").map(Number);
  const days = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  return { start, end: addDays(start, days - 1) };
}

/**
 * The day the calendar moves to: 30 days from the middle of the month shown, which always
 * lands in the previous or next month (from the 31st, +30 days would skip February).
 */
export const stepMonth = (date: string, direction: 1 | -1) =>
  addDays(`${date.slice(0, 7)}-15`, direction * MONTH_STEP_DAYS);

/**
 * The month as rows of seven, Sunday first (SPEC §9); null fills the days before the 1st and
 * after the last.
 */
export function monthWeeks(date: string): (string | null)[][] {
  const { start, end } = monthRange(date);
  const cells: (string | null)[] = Array.from({ length: dayOfWeek(start) }, () => null);
  for (let d = start; d <= end; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}
