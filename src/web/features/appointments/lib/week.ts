import { lastBookableDate } from "@domain/appointments";
import { computeOpenSlots, type OpenSlotsInput } from "@domain/slots";
import { addDays, dayOfWeek } from "@domain/time";
import { parseLocalDate } from "@web/lib/dates";
import { format } from "date-fns";
import { ptBR } from "date-fns/locale";

/** The Sunday that starts the week of `date` (SPEC §1: weeks start on Sunday). */
export const weekStartOf = (date: string) => addDays(date, -dayOfWeek(date));

/** The seven "yyyy-MM-dd" days of the week starting at `weekStart`. */
export const weekDays = (weekStart: string) =>
  Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

interface DayRules {
  today: string;
  availability: readonly { dayOfWeek: number; isActive: boolean }[];
}

/**
 * A day may be chosen when it is neither past nor beyond the booking horizon (decision 0140)
 * and the professional works that weekday.
 */
export function isDaySelectable(date: string, { today, availability }: DayRules): boolean {
  if (date < today || date > lastBookableDate(today)) return false;
  const weekday = dayOfWeek(date);
  return availability.some((a) => a.isActive && a.dayOfWeek === weekday);
}

/**
 * The week the calendar opens on: this one while a day in it can still be chosen, otherwise
 * the next (on a Saturday evening this week has nothing left to offer).
 */
export function initialWeekStart(rules: DayRules): string {
  const thisWeek = weekStartOf(rules.today);
  const open = weekDays(thisWeek).some((day) => isDaySelectable(day, rules));
  return open ? thisWeek : addDays(thisWeek, 7);
}

/**
 * The week the booking dialog opens on (issue 29): the week of the professional's next free slot
 * (`nextAvailableAt`, "2026-06-30T09:00", kept by the server) while it is still ahead and
 * bookable, else `initialWeekStart`.
 */
export function openingWeekStart(nextAvailableAt: string | null, rules: DayRules): string {
  const next = nextAvailableAt?.slice(0, 10) ?? "";
  return isDaySelectable(next, rules) ? weekStartOf(next) : initialWeekStart(rules);
}

/**
 * The week's first day with a slot still open (issue 29: the dialog opens with it chosen),
 * by the same rule the slot grid shows; null when none is left that week.
 */
export function firstOpenDay(
  weekStart: string,
  agenda: Omit<OpenSlotsInput, "date">,
): string | null {
  const rules = { today: agenda.now.date, availability: agenda.availability };
  return (
    weekDays(weekStart).find(
      (date) =>
        isDaySelectable(date, rules) && computeOpenSlots({ ...agenda, date }).slots.length > 0,
    ) ?? null
  );
}

/** The calendar offers no week that starts after the booking horizon. */
export const hasNextWeek = (weekStart: string, today: string) =>
  addDays(weekStart, 7) <= lastBookableDate(today);

/** "15 – 21 de junho de 2026" or "28 de junho – 4 de julho de 2026". */
export function weekLabel(weekStart: string): string {
  const start = parseLocalDate(weekStart);
  const end = parseLocalDate(addDays(weekStart, 6));
  const sameMonth = start.getMonth() === end.getMonth();
  const sameYear = start.getFullYear() === end.getFullYear();
  const startText = format(
    start,
    sameMonth ? "d" : sameYear ? "d 'de' MMMM" : "d 'de' MMMM 'de' yyyy",
    { locale: ptBR },
  );
  return `${startText} – ${format(end, "d 'de' MMMM 'de' yyyy", { locale: ptBR })}`;
}
