import { and, between, eq } from "drizzle-orm";
import type { AgendaAppointmentsQuery } from "../../../domain/contracts/agenda";
import type { Appointment } from "../../../domain/contracts/appointments";
import type { Db } from "../../db/client";
import { appointments } from "../../db/schema";
import type { AuthUser } from "../../http/route";
import { loadAppointments } from "../appointments/appointment-view";
import { expireUnansweredRequests } from "../appointments/expire-unanswered-requests";

/**
 * The caller's appointments from `startDate` to `endDate` (their local dates, inclusive), of
 * every status: the agenda screen picks what each view shows.
 */
export async function listAgendaAppointments(
  db: Db,
  professional: AuthUser,
  query: AgendaAppointmentsQuery,
  instant = new Date(),
): Promise<Appointment[]> {
  await expireUnansweredRequests(db, { professionalId: professional.id }, instant);
  const inRange = and(
    eq(appointments.professionalId, professional.id),
    between(appointments.appointmentDate, query.startDate, query.endDate),
  )!;
  return loadAppointments(db, inRange, professional.id);
}
