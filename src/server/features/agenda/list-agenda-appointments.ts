import type { AgendaAppointmentsQuery } from "@domain/contracts/agenda";
import type { Appointment } from "@domain/contracts/appointments";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { expireUnansweredRequests } from "@server/features/appointments/expire-unanswered-requests";
import { loadAppointments } from "@server/features/appointments/load-appointments";
import type { AuthUser } from "@server/http/route";
import { and, between, eq } from "drizzle-orm";

/**
 * The caller's appointments from `startDate` to `endDate` (their local dates, inclusive), of
 * every status: the agenda screen picks what each view shows.
 */
export async function listAgendaAppointments(
  db: Db,
  professional: AuthUser,
  query: AgendaAppointmentsQuery,
  instant: Date,
): Promise<Appointment[]> {
  await expireUnansweredRequests(db, { professionalId: professional.id }, instant);
  const inRange = and(
    eq(appointments.professionalId, professional.id),
    between(appointments.appointmentDate, query.startDate, query.endDate),
  )!;
  return loadAppointments(db, inRange, professional.id);
}
