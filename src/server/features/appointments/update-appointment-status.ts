import { and, eq } from "drizzle-orm";
import { hasStarted } from "../../../domain/appointments";
import type { AppointmentStatus } from "../../../domain/constants";
import { APPOINTMENT_MESSAGES, type Appointment } from "../../../domain/contracts/appointments";
import type { Db } from "../../db/client";
import { appointments } from "../../db/schema";
import { AppError } from "../../errors";
import type { AuthUser } from "../../http/route";
import { hhmmOf } from "../agenda/agenda-data";
import { loadAppointments } from "./appointment-view";

/** SPEC §4 "from the appointments screen": a professional confirms or cancels a request. */
const PROFESSIONAL_TARGETS: AppointmentStatus[] = ["confirmed", "cancelled"];

const cannotChange = () => new AppError("conflict", APPOINTMENT_MESSAGES.cannotChange);

/**
 * PUT /api/appointments/{id}/status. A client cancels their own pending appointment before it
 * starts; a professional confirms or cancels their own pending one. Nothing else moves.
 */
export async function updateAppointmentStatus(
  db: Db,
  user: AuthUser,
  id: string,
  target: AppointmentStatus,
  instant = new Date(),
): Promise<Appointment> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  const ownerId = user.role === "client" ? row?.clientId : row?.professionalId;
  if (!row || ownerId !== user.id) throw new AppError("not_found", APPOINTMENT_MESSAGES.notFound);

  if (user.role === "client") {
    if (target !== "cancelled")
      throw new AppError("forbidden", APPOINTMENT_MESSAGES.clientMayOnlyCancel);
    if (row.status !== "pending") throw cannotChange();
    if (hasStarted({ ...row, startTime: hhmmOf(row.startTime) }, instant)) {
      throw new AppError("conflict", APPOINTMENT_MESSAGES.alreadyStarted);
    }
  } else if (!PROFESSIONAL_TARGETS.includes(target) || row.status !== "pending") {
    throw cannotChange();
  }

  // Only a still-pending row moves, so two racing changes cannot both win.
  const [updated] = await db
    .update(appointments)
    .set({ status: target, updatedAt: new Date() })
    .where(and(eq(appointments.id, id), eq(appointments.status, "pending")))
    .returning({ id: appointments.id });
  if (!updated) throw cannotChange();
  const [appointment] = await loadAppointments(db, eq(appointments.id, id), user.id);
  return appointment!;
}
