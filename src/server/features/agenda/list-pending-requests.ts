import type { Appointment } from "@domain/contracts/appointments";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { expireUnansweredRequests } from "@server/features/appointments/expire-unanswered-requests";
import { loadAppointments } from "@server/features/appointments/load-appointments";
import type { AuthUser } from "@server/http/route";
import { and, eq } from "drizzle-orm";

/** 'Solicitações': the caller's requests still waiting for an answer, soonest first. */
export async function listPendingRequests(
  db: Db,
  professional: AuthUser,
  instant: Date,
): Promise<Appointment[]> {
  await expireUnansweredRequests(db, { professionalId: professional.id }, instant);
  const pending = and(
    eq(appointments.professionalId, professional.id),
    eq(appointments.status, "pending"),
  )!;
  return loadAppointments(db, pending, professional.id);
}
