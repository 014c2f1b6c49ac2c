import type { AppointmentStatus, ServiceType } from "@domain/constants";
import { addDays, nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { localInstantSql } from "@server/db/local-instant";
import { appointments, serviceConfirmations } from "@server/db/schema";
import { createDueConfirmations } from "@server/features/confirmations/create-due-confirmations";
import { eq } from "drizzle-orm";
import { testNow } from "./clock";

export const SAO_PAULO = "America/Sao_Paulo";

/** The last second of a day: the end of a session that runs past midnight, for display. */
export const LAST_SECOND = "23:59:59";

/** Today in São Paulo on the tests' clock, "yyyy-MM-dd". */
export const today = (timeZone = SAO_PAULO) => nowInZone(timeZone, testNow()).date;

/** A date at least a week ahead falling on `weekday` (0 Sunday .. 6 Saturday). */
export function nextWeekday(weekday: number, weeksAhead = 1): string {
  const now = nowInZone(SAO_PAULO, testNow());
  const offset = (weekday - now.dayOfWeek + 7) % 7;
  return addDays(now.date, offset + 7 * weeksAhead);
}

/** When an appointment is: on the professional's wall clock, or relative to now. */
type When =
  | { date: string; startTime: string; endTime: string }
  | {
      /** Minutes between the start and now: positive in the past, negative in the future. */
      startedMinutesAgo: number;
      durationMinutes?: number;
    };

export type AppointmentOptions = When & {
  clientId: string;
  professionalId: string;
  /** Default "pending", as a new booking. */
  status?: AppointmentStatus;
  serviceType?: ServiceType;
  timeZone?: string;
  notes?: string | null;
  /** When the client asked; default now (the auto-reject rule counts 48 hours from it). */
  createdAt?: Date;
};

function placeInTime(when: When, timeZone: string) {
  if ("date" in when) {
    return {
      appointmentDate: when.date,
      startTime: when.startTime,
      endTime: when.endTime,
      startsAt: localInstantSql(when.date, when.startTime, timeZone),
      endsAt: localInstantSql(when.date, when.endTime, timeZone),
    };
  }
  const startsAt = new Date(testNow().getTime() - when.startedMinutesAgo * 60_000);
  const endsAt = new Date(startsAt.getTime() + (when.durationMinutes ?? 60) * 60_000);
  const start = nowInZone(timeZone, startsAt);
  const end = nowInZone(timeZone, endsAt);
  return {
    appointmentDate: start.date,
    startTime: start.time,
    // The wall-clock columns are for display; past midnight the end is clamped to the day's
    // last second (a start at 23:59 still comes before it).
    endTime: end.date === start.date && end.time > start.time ? end.time : LAST_SECOND,
    startsAt,
    endsAt,
  };
}

/** An appointment written straight to the table, for states a client cannot create. */
export async function makeAppointment(db: Db, options: AppointmentOptions) {
  const timeZone = options.timeZone ?? SAO_PAULO;
  const [row] = await db
    .insert(appointments)
    .values({
      clientId: options.clientId,
      professionalId: options.professionalId,
      ...placeInTime(options, timeZone),
      timeZone,
      status: options.status ?? "pending",
      serviceType: options.serviceType ?? "online",
      notes: options.notes ?? null,
      createdAt: options.createdAt ?? testNow(),
    })
    .returning();
  return row!;
}

/**
 * An ended appointment (a day ago unless told; approved unless told) and its service
 * confirmation, with the flags already set.
 */
export async function makeConfirmation(
  db: Db,
  options: Omit<AppointmentOptions, "startedMinutesAgo" | "status"> & {
    startedMinutesAgo?: number;
    status?: "approved" | "confirmed";
    clientConfirmed?: boolean;
    professionalConfirmed?: boolean;
  },
) {
  const appointment = await makeAppointment(db, {
    startedMinutesAgo: 24 * 60,
    ...options,
    status: options.status ?? "approved",
  } as AppointmentOptions);
  await createDueConfirmations(db, testNow(), options.clientId);
  const [row] = await db
    .update(serviceConfirmations)
    .set({
      clientConfirmed: options.clientConfirmed ?? false,
      professionalConfirmed: options.professionalConfirmed ?? false,
    })
    .where(eq(serviceConfirmations.appointmentId, appointment.id))
    .returning();
  return row!;
}
