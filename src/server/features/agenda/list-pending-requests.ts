import { and, eq } from "drizzle-orm";
import type { Appointment } from "../../../domain/contracts/appointments";
import type { Db } from "../../db/client";
import { appointments } from "../../db/schema";
import type { AuthUser } from "../../http/route";
import { loadAppointments } from "../appointments/appointment-view";
import { expireUnansweredRequests } from "../appointments/expire-unanswered-requests";

/** 'Solicitações': the caller's requests still waiting for an answer, soonest first. */
export async function listPendingRequests(
  db: Db,
  professional: AuthUser,
  instant = new Date(),
): Promise<Appointment[]> {
  await expireUnansweredRequests(db, { professionalId: professional.id }, instant);
  const pending = and(
    eq(appointments.professionalId, professional.id),
    eq(appointments.status, "pending"),
  )!;
  return loadAppointments(db, pending, professional.id);
}
