import { LIVE_STATUSES } from "@domain/constants";
import { AGENDA_MESSAGES } from "@domain/contracts/agenda";
import type { ProfessionalWeekQuery, WeekAppointment } from "@domain/contracts/appointments";
import { addDays } from "@domain/time";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { AppError } from "@server/errors";
import { findVisibleProfessional } from "@server/features/professionals/visibility";
import type { AuthUser } from "@server/http/route";
import { hhmmOf } from "@server/shared/agenda-reads";
import { and, asc, between, eq, inArray } from "drizzle-orm";
import { expireUnansweredRequests } from "./expire-unanswered-requests";
import { loadAppointments } from "./load-appointments";

/**
 * A professional's appointments from Sunday `weekStart` to Saturday. The professional gets
 * them in full; anyone else only the times and status of the live ones (what occupies a slot),
 * never who booked or why.
 */
export async function professionalWeek(
  db: Db,
  viewer: AuthUser,
  query: ProfessionalWeekQuery,
  instant: Date,
): Promise<WeekAppointment[]> {
  const professionalId =
    query.professionalId ?? (viewer.role === "professional" ? viewer.id : null);
  if (!professionalId) throw new AppError("bad_request", AGENDA_MESSAGES.professionalIdRequired);
  // Unanswered requests free their slots before anyone reads the week (decision 0080).
  await expireUnansweredRequests(db, { professionalId }, instant);
  const inWeek = and(
    eq(appointments.professionalId, professionalId),
    between(appointments.appointmentDate, query.weekStart, addDays(query.weekStart, 6)),
  )!;
  if (professionalId === viewer.id) return loadAppointments(db, inWeek, viewer.id);

  await findVisibleProfessional(db, viewer, professionalId);
  const rows = await db
    .select({
      id: appointments.id,
      appointmentDate: appointments.appointmentDate,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      status: appointments.status,
    })
    .from(appointments)
    .where(and(inWeek, inArray(appointments.status, [...LIVE_STATUSES])))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.startTime));
  return rows.map((r) => ({ ...r, startTime: hhmmOf(r.startTime), endTime: hhmmOf(r.endTime) }));
}
