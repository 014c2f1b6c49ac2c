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

const toDate = (value: Date | string) =>
  value instanceof Date
    ? value
    : /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? parseLocalDate(value)
      : parseISO(value);

/** 21/11/2026 */
export const formatDate = (value: Date | string) => format(toDate(value), "dd/MM/yyyy", dateLocale);
/** sábado, 21 de novembro de 2026 */
export const formatLongDate = (value: Date | string) =>
  format(toDate(value), "EEEE, d 'de' MMMM 'de' yyyy", dateLocale);
/** "segunda-feira, 22 de junho": a calendar day's accessible name (month and week calendars). */
export const formatDayWithWeekday = (value: Date | string) =>
  format(toDate(value), "EEEE, d 'de' MMMM", dateLocale);
/** A calendar's column heads, index 0 = Sunday (SPEC §1: weeks start on Sunday). */
export const WEEKDAY_SHORT = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"] as const;
/** "há 3 dias" */
export const formatRelative = (value: Date | string) =>
  formatDistanceToNow(toDate(value), { ...dateLocale, addSuffix: true });
/** "09:00:00" → "09:00" */
export const formatTime = (value: string) => value.slice(0, 5);
