import { hasStarted } from "./appointments";
import { BOOKED_STATUSES } from "./constants";
import type { Appointment } from "./contracts/appointments";
import { compareDateTime, nowInZone } from "./time";

/**
 * Issue 17 items 1 and 2 as both sides' screens ask them (decisions 0250-0252): the server
 * decides again, these only say which buttons and warnings to show.
 */
type Session = Pick<
  Appointment,
  "status" | "appointmentDate" | "startTime" | "timeZone" | "cancellationNoticeHours"
>;

/** An approved or confirmed session that has not started: 'Cancelar' and 'Remarcar'. */
export function isChangeableSession(a: Session, now: Date): boolean {
  return (BOOKED_STATUSES as readonly string[]).includes(a.status) && !hasStarted(a, now);
}

/**
 * A cancel now would be late: the session starts within its frozen notice (start − notice <
 * now). No notice (0) or none frozen (approved before notices existed) is never late.
 */
export function isInsideNotice(a: Session, now: Date): boolean {
  const hours = a.cancellationNoticeHours;
  if (!hours) return false;
  const noticeEnds = nowInZone(a.timeZone, new Date(now.getTime() + hours * 3_600_000));
  return (
    compareDateTime({ date: a.appointmentDate, time: a.startTime.slice(0, 5) }, noticeEnds) < 0
  );
}

/** The dialog's warning for a cancel inside the notice. */
export const lateCancellationWarning = (hours: number) =>
  `Cancelamento com menos de ${hours} h de antecedência será registrado como cancelamento tardio.`;

/** The mark both sides see on a late cancellation. */
export const LATE_CANCELLATION_LABEL = "Cancelamento tardio";
