import { hasStarted, type TimedAppointment } from "./appointments";
import { AUTO_REJECT_AFTER_HOURS } from "./constants";

export interface AwaitingAppointment extends TimedAppointment {
  /** When the client asked (ISO instant). */
  createdAt: string | Date;
}

/**
 * Decision 0080: a pending request nobody answered becomes 'Não respondido' (auto_rejected)
 * once its start has passed or it has waited AUTO_REJECT_AFTER_HOURS since it was made.
 */
export function isUnanswered(a: AwaitingAppointment, instant: Date): boolean {
  if (a.status !== "pending") return false;
  const waitedMs = instant.getTime() - new Date(a.createdAt).getTime();
  return hasStarted(a, instant) || waitedMs >= AUTO_REJECT_AFTER_HOURS * 3_600_000;
}
