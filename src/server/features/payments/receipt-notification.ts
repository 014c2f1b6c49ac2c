import type { Db } from "@server/db/client";
import { appointments, users } from "@server/db/schema";
import { notify } from "@server/notifications/notify";
import { localWhenSql } from "@server/notifications/when-text";
import { eq } from "drizzle-orm";

/**
 * "Recibo disponível" (issue 33, item 5; decision 0401): the client learns, in the app and by
 * e-mail, that the professional marked the session's payment received and its receipt can be
 * downloaded. Call it inside the transaction that writes the mark ("Pagamento recebido"); a mark
 * undone and made again notifies again (the receipt may say something else), the same instant
 * twice does not. The e-mail names the professional's first name and the session's date, never
 * the amount, a CPF, the method or the service.
 */
export async function notifyReceiptAvailable(
  tx: Db,
  appointment: { id: string },
  instant: Date,
): Promise<void> {
  const [session] = await tx
    .select({
      clientId: appointments.clientId,
      professionalId: appointments.professionalId,
      when: localWhenSql(appointments.appointmentDate, appointments.startTime),
      professionalName: users.firstName,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.professionalId))
    .where(eq(appointments.id, appointment.id));
  if (!session) return;
  await notify(tx, {
    kind: "receipt_available",
    recipientId: session.clientId,
    params: { otherName: session.professionalName, when: session.when },
    link: "/appointments",
    idempotencyKey: `receipt_available:${appointment.id}:${instant.getTime()}`,
    instant,
    about: session.professionalId,
  });
}
