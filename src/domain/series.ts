import { lastBookableDate } from "./appointments";
import type { SeriesFrequency } from "./constants";
import { type Holiday, nationalHolidays } from "./holidays";
import {
  type AvailabilityWindow,
  type BlockedTime,
  type BookedTime,
  overlaps,
  type Slot,
  workingSlots,
} from "./slots";
import { addDays, compareDateTime } from "./time";

/** Days between two occurrences of a series. */
export const SERIES_STEP_DAYS: Record<SeriesFrequency, number> = { weekly: 7, biweekly: 14 };

/** What the booking dialog's 'Repetir' offers, and the badge calls each frequency. */
export const SERIES_FREQUENCY_LABELS: Record<SeriesFrequency, string> = {
  weekly: "Toda semana",
  biweekly: "A cada 2 semanas",
};
export const SERIES_BADGE_LABELS: Record<SeriesFrequency, string> = {
  weekly: "Série semanal",
  biweekly: "Série quinzenal",
};

/** The dates a series asks for: the first one, then every 7 or 14 days, `count` in all. */
export function seriesDates(first: string, frequency: SeriesFrequency, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i * SERIES_STEP_DAYS[frequency]));
}

/**
 * The dates of a series that 'Pular feriados nacionais' leaves out (decision 0374): every later
 * date on a national holiday. The first date is the one the client chose on the calendar, so it
 * stays even on a holiday.
 */
export function seriesHolidays(dates: readonly string[]): Holiday[] {
  const later = dates.slice(1);
  if (later.length === 0) return [];
  const holidays = nationalHolidays(later[0]!, later.at(-1)!);
  return holidays.filter((h) => later.includes(h.date));
}

/** Why one occurrence of a series cannot hold its slot (null: it can). */
export type OccurrenceProblem = "past" | "beyond_horizon" | "outside_agenda" | "blocked" | "taken";

export interface OccurrenceContext {
  availability: readonly AvailabilityWindow[];
  serviceDuration: number;
  /** Live appointments (any dates); the occurrence's own row must not be among them. */
  booked: readonly BookedTime[];
  blocked: readonly BlockedTime[];
  /** Now in the professional's zone. */
  now: { date: string; time: string };
}

/**
 * The rules a single booking checks (decision 0042), for one date of a series, on data read
 * once for the whole date range: the same order and the same answers as `ensureSlotIsOpen`.
 */
export function occurrenceProblem(
  date: string,
  slot: Slot,
  ctx: OccurrenceContext,
): OccurrenceProblem | null {
  if (compareDateTime({ date, time: slot.startTime }, ctx.now) <= 0) return "past";
  if (date > lastBookableDate(ctx.now.date)) return "beyond_horizon";
  const generated = workingSlots(date, ctx.availability, ctx.serviceDuration);
  if (!generated.some((s) => s.startTime === slot.startTime && s.endTime === slot.endTime)) {
    return "outside_agenda";
  }
  if (ctx.blocked.some((b) => b.date === date && overlaps(b, slot))) return "blocked";
  if (ctx.booked.some((a) => a.appointmentDate === date && overlaps(a, slot))) return "taken";
  return null;
}

/** A list's entry: one appointment, or the rows of one series shown together (issue 29). */
export type SeriesListEntry<T> =
  | { kind: "single"; item: T }
  | { kind: "series"; seriesId: string; items: T[] };

/**
 * The list with each series' rows gathered where its first row stands, in the list's order:
 * a weekly series reads as one series with its sessions inside, not as unrelated cards. A
 * series with one row left in the list stays a single entry.
 */
export function groupSeries<T extends { seriesId: string | null }>(
  list: readonly T[],
): SeriesListEntry<T>[] {
  const rowsOf = new Map<string, T[]>();
  for (const row of list) {
    if (row.seriesId) rowsOf.set(row.seriesId, [...(rowsOf.get(row.seriesId) ?? []), row]);
  }
  const entries: SeriesListEntry<T>[] = [];
  const placed = new Set<string>();
  for (const row of list) {
    const rows = row.seriesId ? rowsOf.get(row.seriesId)! : [];
    if (!row.seriesId || rows.length < 2) entries.push({ kind: "single", item: row });
    else if (!placed.has(row.seriesId)) {
      placed.add(row.seriesId);
      entries.push({ kind: "series", seriesId: row.seriesId, items: rows });
    }
  }
  return entries;
}

/** "Série semanal" or "Série quinzenal" from a series' dates ("Série" for fewer than two). */
export function seriesLabel(dates: readonly string[]): string {
  const sorted = [...dates].sort();
  // The list carries no frequency: a series with any two rows 7 days apart is weekly.
  const weekly = sorted.some((d, i) => i > 0 && addDays(sorted[i - 1]!, 7) === d);
  return sorted.length < 2 ? "Série" : SERIES_BADGE_LABELS[weekly ? "weekly" : "biweekly"];
}

/** "Série semanal · 3/8": where one occurrence stands among its series' rows, by date. */
export function seriesBadge(
  occurrence: { id: string; seriesId: string | null },
  all: readonly { id: string; seriesId: string | null; appointmentDate: string }[],
): string | null {
  if (!occurrence.seriesId) return null;
  const rows = all
    .filter((a) => a.seriesId === occurrence.seriesId)
    .sort((a, b) => a.appointmentDate.localeCompare(b.appointmentDate));
  const position = rows.findIndex((r) => r.id === occurrence.id) + 1;
  return `${seriesLabel(rows.map((r) => r.appointmentDate))} · ${position}/${rows.length}`;
}

/** "02/12, 09/12 e 16/12": dates for messages and e-mails (no year: a series spans < 6 months). */
export function seriesDatesText(dates: readonly string[]): string {
  const days = dates.map((d) => `${d.slice(8, 10)}/${d.slice(5, 7)}`);
  return days.length < 2 ? (days[0] ?? "") : `${days.slice(0, -1).join(", ")} e ${days.at(-1)}`;
}
