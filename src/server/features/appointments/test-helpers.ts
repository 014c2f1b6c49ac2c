import { sql } from "drizzle-orm";
import type { AppointmentStatus } from "../../../domain/constants";
import { addDays, nowInZone } from "../../../domain/time";
import type { Db } from "../../db/client";
import { appointments } from "../../db/schema";

export const SAO_PAULO = "America/Sao_Paulo";

/** Today in São Paulo, "yyyy-MM-dd". */
export const today = (timeZone = SAO_PAULO) => nowInZone(timeZone, new Date()).date;

/** A date at least a week ahead falling on `weekday` (0 Sunday .. 6 Saturday). */
export function nextWeekday(weekday: number, weeksAhead = 1): string {
  const now = nowInZone(SAO_PAULO, new Date());
  const offset = (weekday - now.dayOfWeek + 7) % 7;
  return addDays(now.date, offset + 7 * weeksAhead);
}

export interface StoredAppointment {
  clientId: string;
  professionalId: string;
  date: string;
  startTime: string;
  endTime: string;
  status?: AppointmentStatus;
  timeZone?: string;
}

/** An appointment written straight to the table (for states a client cannot create). */
export async function insertAppointment(db: Db, a: StoredAppointment) {
  const timeZone = a.timeZone ?? SAO_PAULO;
  const at = (time: string) => sql`(${a.date}::date + ${time}::time) AT TIME ZONE ${timeZone}`;
  const [row] = await db
    .insert(appointments)
    .values({
      clientId: a.clientId,
      professionalId: a.professionalId,
      appointmentDate: a.date,
      startTime: a.startTime,
      endTime: a.endTime,
      startsAt: at(a.startTime),
      endsAt: at(a.endTime),
      timeZone,
      status: a.status ?? "pending",
      serviceType: "online",
      notes: "Nota particular",
    })
    .returning();
  return row!;
}
