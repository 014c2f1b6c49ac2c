import {
  APPOINTMENT_ENDED_AFTER_MINUTES,
  BOOKING_HORIZON_DAYS,
  type ServiceOption,
  type ServiceType,
} from "./constants";
import { samePlace } from "./places";
import { addDays, compareDateTime, fromMinutes, nowInZone, toMinutes } from "./time";

/** What the list rules need of an appointment; its date and times are in `timeZone`. */
export interface TimedAppointment {
  appointmentDate: string;
  startTime: string;
  timeZone: string;
  status: string;
}

const CLOSED_STATUSES = ["rejected", "cancelled", "auto_rejected"];

/** The local moment `minutes` after the appointment's start, carried over midnight. */
function startPlus(a: TimedAppointment, minutes: number) {
  const total = toMinutes(a.startTime) + minutes;
  const days = Math.floor(total / 1440);
  return { date: addDays(a.appointmentDate, days), time: fromMinutes(total - days * 1440) };
}

/** The last day that may be booked or blocked, given today in the professional's zone. */
export function lastBookableDate(today: string): string {
  return addDays(today, BOOKING_HORIZON_DAYS);
}

/** SPEC §4: "A past appointment has a start date and time now or earlier." */
export function hasStarted(a: TimedAppointment, now: Date): boolean {
  return compareDateTime(startPlus(a, 0), nowInZone(a.timeZone, now)) <= 0;
}

/** SPEC §9: an appointment counts as ended 60 minutes after its start. */
export function hasEnded(a: TimedAppointment, now: Date): boolean {
  const end = startPlus(a, APPOINTMENT_ENDED_AFTER_MINUTES);
  return compareDateTime(end, nowInZone(a.timeZone, now)) <= 0;
}

/** SPEC §4 client list: future ones not rejected, cancelled or auto-rejected, plus past pending. */
export function isUpcoming(a: TimedAppointment, now: Date): boolean {
  return hasStarted(a, now) ? a.status === "pending" : !CLOSED_STATUSES.includes(a.status);
}

/**
 * SPEC §4 history: past appointments that are not pending, plus requests that were rejected,
 * went unanswered or were cancelled, at once, whatever their date (decision 0200).
 */
export function isHistory(a: TimedAppointment, now: Date): boolean {
  return hasStarted(a, now) ? a.status !== "pending" : CLOSED_STATUSES.includes(a.status);
}

/** SPEC §4: the client may cancel a pending appointment that has not started. */
export function canClientCancel(a: TimedAppointment, now: Date): boolean {
  return a.status === "pending" && !hasStarted(a, now);
}

/** Earlier first: by date, then start time. */
export function compareByStart(a: TimedAppointment, b: TimedAppointment): number {
  return compareDateTime(
    { date: a.appointmentDate, time: a.startTime },
    { date: b.appointmentDate, time: b.startTime },
  );
}

/** The 'Meus Agendamentos' list: upcoming, by date then time ascending. */
export function upcomingAppointments<T extends TimedAppointment>(list: readonly T[], now: Date) {
  return list.filter((a) => isUpcoming(a, now)).sort(compareByStart);
}

/** The 'Histórico' list: past and not pending, or closed, latest date first. */
export function historyAppointments<T extends TimedAppointment>(list: readonly T[], now: Date) {
  return list.filter((a) => isHistory(a, now)).sort((a, b) => compareByStart(b, a));
}

/** Which service option a booking service type needs (SPEC §2: presencial needs local_proprio). */
export const SERVICE_OPTION_FOR_TYPE: Record<ServiceType, ServiceOption> = {
  online: "online",
  presencial: "local_proprio",
  domiciliar: "domiciliar",
};

export function offersServiceType(serviceOptions: readonly string[], type: ServiceType): boolean {
  return serviceOptions.includes(SERVICE_OPTION_FOR_TYPE[type]);
}

/**
 * SPEC §5: domiciliar only when the client's neighbourhood is among the service areas, the
 * same place exactly after placeKey (decision 0330: accents, case and "Jd."/"Jardim" aside;
 * a client in "Jardim" is not served by "Jardim Paulista").
 */
export function servesNeighborhood(
  homeServiceAreas: readonly string[],
  neighborhood: string | null | undefined,
): boolean {
  return homeServiceAreas.some((area) => samePlace(area, neighborhood));
}
