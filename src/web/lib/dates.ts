import { format, formatDistanceToNow, parseISO } from "date-fns";
import { ptBR } from "date-fns/locale";

/** Weeks start on Sunday everywhere (SPEC §1). */
export const WEEK_STARTS_ON = 0 as const;
export const dateLocale = { locale: ptBR, weekStartsOn: WEEK_STARTS_ON } as const;

/** "yyyy-MM-dd" read as a local calendar day (never shifted by the browser's zone). */
export function parseLocalDate(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split("-").map(Number);
  return new Date(y!, m! - 1, d!);
}

/**
 * Instants (a review's "2026-11-27T01:30:00.000Z") are dated in Brasília time, the same on the
 * server that renders a public page and in any browser that hydrates it (decision 0365): read
 * in each process's own zone, a review written at 22:30 in São Paulo was "27/11" in the HTML of
 * a server on UTC and "26/11" after React took over.
 */
export const INSTANT_TIME_ZONE = "America/Sao_Paulo";
const INSTANT = /[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;
const brasiliaParts = new Intl.DateTimeFormat("en-US", {
  timeZone: INSTANT_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** The wall clock in Brasília at `instant`, as a local Date for date-fns' formats. */
function brasiliaWallClock(instant: Date): Date {
  const part = Object.fromEntries(
    brasiliaParts.formatToParts(instant).map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return new Date(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

const toDate = (value: Date | string) =>
  value instanceof Date
    ? value
    : /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? parseLocalDate(value)
      : INSTANT.test(value)
        ? brasiliaWallClock(parseISO(value))
        : parseISO(value);

/** 21/11/2026 */
export const formatDate = (value: Date | string) => format(toDate(value), "dd/MM/yyyy", dateLocale);
/** "21/11/2026 às 14:30": when an account or a decision happened (an instant, in Brasília time). */
export const formatDateTime = (value: Date | string) =>
  format(toDate(value), "dd/MM/yyyy 'às' HH:mm", dateLocale);
/**
 * Where a written-out date stands (decision 0380): opening a label, a line or a sentence
 * ("Sábado, 28 de novembro"), or inside a sentence ("de sábado, 28 de novembro a …"). Portuguese
 * writes weekdays and months in lowercase; only the first letter of a label is capitalised.
 */
export type DatePlace = "start" | "inside";

/** "junho de 2026" → "Junho de 2026": the first letter of a label. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "2026-06-15" → "Junho de 2026": a month calendar's or a month switcher's label. */
export const monthLabel = (date: string) =>
  capitalized(format(parseLocalDate(date), "MMMM 'de' yyyy", dateLocale));

const placed = (text: string, place: DatePlace) => (place === "start" ? capitalized(text) : text);

/** "Sábado, 21 de novembro de 2026" ("sábado, …" inside a sentence). */
export const formatLongDate = (value: Date | string, place: DatePlace = "start") =>
  placed(format(toDate(value), "EEEE, d 'de' MMMM 'de' yyyy", dateLocale), place);
/**
 * "Segunda-feira, 22 de junho" ("segunda-feira, …" inside a sentence): a calendar day's
 * accessible name (month and week calendars), a holiday's or a blocked day's date.
 */
export const formatDayWithWeekday = (value: Date | string, place: DatePlace = "start") =>
  placed(format(toDate(value), "EEEE, d 'de' MMMM", dateLocale), place);
/** "Quinta-feira, 12/03/2026" ("quinta-feira, 12/03/2026" inside a sentence). */
export const formatWeekdayAndDate = (value: Date | string, place: DatePlace = "start") =>
  placed(format(toDate(value), "EEEE, dd/MM/yyyy", dateLocale), place);
/**
 * A session's day inside a sentence: "hoje" when `date` is `today` (the professional's, from
 * `nowInZone`), else "terça-feira, 1 de dezembro de 2026". Never "hoje" for another day.
 */
export const formatSessionDay = (date: string, today: string) =>
  date === today ? "hoje" : formatLongDate(date, "inside");
/** A calendar's column heads, index 0 = Sunday (SPEC §1: weeks start on Sunday). */
export const WEEKDAY_SHORT = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"] as const;
/** "há 3 dias" */
export const formatRelative = (value: Date | string) =>
  formatDistanceToNow(typeof value === "string" ? parseISO(value) : value, {
    ...dateLocale,
    addSuffix: true,
  });
/** "09:00:00" → "09:00" */
export const formatTime = (value: string) => value.slice(0, 5);
