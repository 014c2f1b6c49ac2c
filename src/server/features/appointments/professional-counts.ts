import { BOOKED_STATUSES } from "@domain/constants";
import { appointments } from "@server/db/schema";
import { inArray, type SQL, sql } from "drizzle-orm";

/** Approved or confirmed: what the professional's screens count as 'Confirmado'. */
export const isBooked = inArray(appointments.status, [...BOOKED_STATUSES]);

/** Dated today on the wall clock of the appointment's own zone at `instant`. */
export const isToday = (instant: Date): SQL =>
  sql`${appointments.appointmentDate} = (${instant.toISOString()}::timestamptz AT TIME ZONE ${appointments.timeZone})::date`;

/** `count(*) FILTER (WHERE …)` as a number. */
export const countWhere = (condition: SQL) =>
  sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number);
