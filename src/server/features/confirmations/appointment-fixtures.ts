import { eq } from "drizzle-orm";
import type { AppointmentStatus, ServiceType } from "../../../domain/constants";
import { nowInZone } from "../../../domain/time";
import type { Db } from "../../db/client";
import { appointments, serviceConfirmations } from "../../db/schema";
import { createDueConfirmations } from "./create-due-confirmations";

const ZONE = "America/Sao_Paulo";
export interface AppointmentFixture {
  clientId: string;
  professionalId: string;
  /** Minutes between the start and now: positive in the past, negative in the future. */
  startedMinutesAgo: number;
  durationMinutes?: number;
  status?: AppointmentStatus;
  serviceType?: ServiceType;
}

/** Test-only: an appointment written straight to the database at a time relative to now. */
export async function insertAppointment(db: Db, f: AppointmentFixture) {
  const duration = f.durationMinutes ?? 60;
  const startsAt = new Date(Date.now() - f.startedMinutesAgo * 60_000);
  const endsAt = new Date(startsAt.getTime() + duration * 60_000);
  const start = nowInZone(ZONE, startsAt);
  const end = nowInZone(ZONE, endsAt);
  const [row] = await db
    .insert(appointments)
    .values({
      clientId: f.clientId,
      professionalId: f.professionalId,
      appointmentDate: start.date,
      startTime: start.time,
      // The wall-clock columns are for display; past midnight the end is clamped.
      endTime: end.date === start.date && end.time > start.time ? end.time : "23:59",
      startsAt,
      endsAt,
      timeZone: ZONE,
      status: f.status ?? "approved",
      serviceType: f.serviceType ?? "online",
    })
    .returning();
  return row!;
}

/** Test-only: an ended appointment and its confirmation, with the flags already set. */
export async function insertConfirmation(
  db: Db,
  f: Omit<AppointmentFixture, "startedMinutesAgo"> & {
    startedMinutesAgo?: number;
    clientConfirmed?: boolean;
    professionalConfirmed?: boolean;
  },
) {
  const appointment = await insertAppointment(db, {
    startedMinutesAgo: f.startedMinutesAgo ?? 24 * 60,
    ...f,
  });
  await createDueConfirmations(db, f.clientId);
  const [row] = await db
    .update(serviceConfirmations)
    .set({
      clientConfirmed: f.clientConfirmed ?? false,
      professionalConfirmed: f.professionalConfirmed ?? false,
    })
    .where(eq(serviceConfirmations.appointmentId, appointment.id))
    .returning();
  return row!;
}
