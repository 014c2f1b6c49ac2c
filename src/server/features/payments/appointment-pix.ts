import type { AppointmentPix } from "@domain/contracts/pix";
import { PAYMENT_MESSAGES, pixTxidOf } from "@domain/payments";
import type { Db } from "@server/db/client";
import { agendaSettings, appointments, professionalProfiles } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { eq, sql } from "drizzle-orm";
import { pixPayloadOf, pixQrSvg } from "./pix-code";

const PAYABLE = new Set(["approved", "confirmed"]);

/**
 * GET /api/appointments/{id}/pix (issue 33, item 2; decision 0399): the static BR Code of one of
 * the client's approved or confirmed sessions, paid straight to the professional's key. The amount
 * is the price the client accepted at "Solicitar", else the professional's price now. Someone
 * else's session is a 404, as an unknown one; no key, no price or another status is a 409.
 * The payload carries the amount: it is never logged and never goes into a URL.
 */
export async function appointmentPix(
  db: Db,
  client: AuthUser,
  appointmentId: string,
): Promise<AppointmentPix> {
  const [row] = await db
    .select({
      clientId: appointments.clientId,
      status: appointments.status,
      amount: sql<
        string | null
      >`coalesce(${appointments.acceptedPolicy}->>'price', ${professionalProfiles.priceRange}::text)`,
      key: agendaSettings.pixKey,
      name: agendaSettings.pixName,
      city: agendaSettings.pixCity,
    })
    .from(appointments)
    .leftJoin(agendaSettings, eq(agendaSettings.professionalId, appointments.professionalId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, appointments.professionalId))
    .where(eq(appointments.id, appointmentId));
  if (!row || row.clientId !== client.id)
    throw new AppError("not_found", PAYMENT_MESSAGES.notFound);
  if (!PAYABLE.has(row.status)) throw new AppError("conflict", PAYMENT_MESSAGES.notPayable);
  if (!row.key || !row.name || !row.city) throw new AppError("conflict", PAYMENT_MESSAGES.noPixKey);
  const amount = Number(row.amount);
  if (row.amount === null || !(amount > 0))
    throw new AppError("conflict", PAYMENT_MESSAGES.noPrice);

  const txid = pixTxidOf(appointmentId);
  const payload = pixPayloadOf({ key: row.key, name: row.name, city: row.city, amount, txid });
  if (payload === null) throw new AppError("conflict", PAYMENT_MESSAGES.noPrice);
  const qrSvg = await pixQrSvg(payload);
  return { payload, qrSvg, amount: amount.toFixed(2), name: row.name, city: row.city, txid };
}
