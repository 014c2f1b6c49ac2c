import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS } from "@domain/contracts/admin-reports";
import { addDays, daysBetween, nowInZone } from "@domain/time";
import { INSTANT_TIME_ZONE } from "@web/lib/dates";

/** The reports' filters as the form holds them: '' is all specialties, or all cities. */
export interface ReportFilters {
  from: string;
  to: string;
  specialty: string;
  city: string;
}

/** The last 30 days, today (São Paulo) included; every specialty and city. */
export function defaultReportFilters(instant = new Date()): ReportFilters {
  const to = nowInZone(INSTANT_TIME_ZONE, instant).date;
  return { from: addDays(to, -(REPORT_DEFAULT_DAYS - 1)), to, specialty: "", city: "" };
}

/** What the server would refuse, said before asking (the same words). */
export function reportFiltersProblem(f: ReportFilters): string | null {
  if (!f.from || !f.to) return "Informe as duas datas do período.";
  if (f.from > f.to) return "A data inicial deve ser igual ou anterior à data final.";
  if (daysBetween(f.from, f.to) >= REPORT_MAX_DAYS) return "Escolha um período de até 366 dias.";
  return null;
}

/** The query string of a report's URL: the blank filters left out. */
export const reportQuery = (f: ReportFilters) =>
  new URLSearchParams(
    Object.entries({ ...f, city: f.city.trim() }).filter(([, value]) => value !== ""),
  ).toString();

const numbers = new Intl.NumberFormat("pt-BR");
const oneDecimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
export const formatCount = (value: number) => numbers.format(value);

/** "45 min", "2,5 h", "3,2 dias": the answer time and queue ages, in pt-BR. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return "—";
  if (minutes < 60) return `${oneDecimal.format(minutes)} min`;
  if (minutes < 48 * 60) return `${oneDecimal.format(minutes / 60)} h`;
  return `${oneDecimal.format(minutes / 1440)} dias`;
}

/** A bucket's label: "até 5 min", "mais de 7 dias". */
export function bucketLabel(upTo: number | null, previous: number | null): string {
  return upTo === null ? `mais de ${formatMinutes(previous)}` : `até ${formatMinutes(upTo)}`;
}

/** "28/11" for the chart's axis, "28/11/2026" for the tables. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
export const longDay = (day: string) => `${shortDay(day)}/${day.slice(0, 4)}`;
