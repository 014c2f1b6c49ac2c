import { BOOKING_POLICY_MESSAGES } from "@domain/booking-policy";
import { APPOINTMENT_MESSAGES, type Appointment } from "@domain/contracts/appointments";
import type { Db } from "@server/db/client";
import { appointments, consents } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { loadAppointmentById } from "./load-appointments";

/**
 * Issue 31, item 4 (decision 0392): the client withdraws the consent for their booking note:
 * the note is erased at once (the effect the dialog states) and the consent row keeps when it
 * was given and withdrawn. Only the client's own appointment; 404 for anyone else's.
 */
export async function withdrawNoteConsent(
  db: Db,
  client: AuthUser,
  appointmentId: string,
  instant: Date,
): Promise<Appointment> {
  await db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: appointments.id, notes: appointments.notes })
      .from(appointments)
      .where(and(eq(appointments.id, appointmentId), eq(appointments.clientId, client.id)))
      .for("update");
    if (!owned) throw new AppError("not_found", APPOINTMENT_MESSAGES.notFound);
    const erased = await tx
      .update(appointments)
      .set({ notes: null, updatedAt: instant })
      .where(and(eq(appointments.id, appointmentId), isNotNull(appointments.notes)))
      .returning({ id: appointments.id });
    if (erased.length === 0)
      throw new AppError("conflict", BOOKING_POLICY_MESSAGES.noNoteToWithdraw);
    await tx
      .update(consents)
      .set({ withdrawnAt: instant })
      .where(
        and(
          eq(consents.appointmentId, appointmentId),
          eq(consents.userId, client.id),
          eq(consents.purpose, "health_note"),
          isNull(consents.withdrawnAt),
        ),
      );
  });
  return (await loadAppointmentById(db, appointmentId, client.id))!;
}
