import type { TimedAppointment } from "./appointments";
import { BOOKED_STATUSES } from "./constants";
import { addDays, compareDateTime, nowInZone, toMinutes } from "./time";

/**
 * Decision 0270: a booked session may be marked 'Não compareceu' once its end has passed on
 * the wall clock of its zone (an end at or before the start is the next day's). The server
 * decides with `ends_at`; this only says when to offer the button.
 */
export function canMarkNoShow(a: TimedAppointment & { endTime: string }, now: Date): boolean {
  if (!(BOOKED_STATUSES as readonly string[]).includes(a.status)) return false;
  const overnight = toMinutes(a.endTime) <= toMinutes(a.startTime);
  const end = {
    date: overnight ? addDays(a.appointmentDate, 1) : a.appointmentDate,
    time: a.endTime,
  };
  return compareDateTime(end, nowInZone(a.timeZone, now)) <= 0;
}
