import { dateLocale } from "@web/lib/dates";
import { format } from "date-fns";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * When a notification arrived (decision 0222): "agora mesmo", "há 5 minutos", "há 3 horas"
 * within a day, then the date and time, "27/11/2026 às 14:00", in the browser's zone.
 */
export function formatNotificationTime(createdAt: string, now: Date = new Date()): string {
  const at = new Date(createdAt);
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < MINUTE) return "agora mesmo";
  if (elapsed < HOUR) return `há ${plural(Math.floor(elapsed / MINUTE), "minuto", "minutos")}`;
  if (elapsed < DAY) return `há ${plural(Math.floor(elapsed / HOUR), "hora", "horas")}`;
  return format(at, "dd/MM/yyyy 'às' HH:mm", dateLocale);
}
