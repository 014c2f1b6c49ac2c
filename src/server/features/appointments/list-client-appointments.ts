import type { Appointment } from "@domain/contracts/appointments";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { eq } from "drizzle-orm";
import { expireUnansweredRequests } from "./expire-unanswered-requests";
import { loadAppointments } from "./load-appointments";

/**
 * GET /api/appointments/client: every appointment of the caller, by date then time, with
 * unanswered requests already shown as 'Não respondido' (decision 0080).
 */
export async function listClientAppointments(
  db: Db,
  client: AuthUser,
  instant: Date,
): Promise<Appointment[]> {
  await expireUnansweredRequests(db, { clientId: client.id }, instant);
  return loadAppointments(db, eq(appointments.clientId, client.id), client.id);
}
