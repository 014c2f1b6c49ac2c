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
/** "há 3 dias" */
export const formatRelative = (value: Date | string) =>
  formatDistanceToNow(toDate(value), { ...dateLocale, addSuffix: true });
/** "09:00:00" → "09:00" */
export const formatTime = (value: string) => value.slice(0, 5);
