import type { Db } from "@server/db/client";
import { appointments, consents, roomEntries, users } from "@server/db/schema";
import { and, asc, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

const professional = alias(users, "consent_professional");
const client = alias(users, "consent_client");

/**
 * Online sessions in 'Baixar meus dados' (issue 32, items 4 and 6; decision 0397):
 * - `telehealthConsents`: the consents the person gave, to which professional, the version and
 *   the exact text accepted, given and withdrawn;
 * - `telehealthConsentsReceived`: for a professional, the consents given to them (the client's
 *   first name, the version, the dates; the text is their own council's and their addition);
 * - `roomEntries`: each entry into the room of a session the person is a party of (who, when,
 *   and the session's local date and time). Nothing of a call is kept but these.
 */
export async function telehealthRecordOf(db: Db, userId: string) {
  const given = await db
    .select({
      professionalId: consents.professionalId,
      professionalName: professional.firstName,
      professionalLastName: professional.lastName,
      textVersion: consents.textVersion,
      textBody: consents.textBody,
      givenAt: consents.givenAt,
      withdrawnAt: consents.withdrawnAt,
    })
    .from(consents)
    .leftJoin(professional, eq(professional.id, consents.professionalId))
    .where(and(eq(consents.userId, userId), eq(consents.purpose, "telehealth")))
    .orderBy(asc(consents.givenAt));
  const received = await db
    .select({
      clientFirstName: client.firstName,
      textVersion: consents.textVersion,
      givenAt: consents.givenAt,
      withdrawnAt: consents.withdrawnAt,
    })
    .from(consents)
    .innerJoin(client, eq(client.id, consents.userId))
    .where(and(eq(consents.professionalId, userId), eq(consents.purpose, "telehealth")))
    .orderBy(asc(consents.givenAt));
  const entries = await db
    .select({
      appointmentId: roomEntries.appointmentId,
      appointmentDate: appointments.appointmentDate,
      startTime: appointments.startTime,
      timeZone: appointments.timeZone,
      enteredBy: roomEntries.userId,
      enteredAt: roomEntries.enteredAt,
      clientId: appointments.clientId,
    })
    .from(roomEntries)
    .innerJoin(appointments, eq(appointments.id, roomEntries.appointmentId))
    .where(or(eq(appointments.clientId, userId), eq(appointments.professionalId, userId)))
    .orderBy(asc(roomEntries.enteredAt));
  return {
    telehealthConsents: given.map(({ professionalName, professionalLastName, ...c }) => ({
      ...c,
      professionalName:
        professionalName === null ? null : `${professionalName} ${professionalLastName}`,
    })),
    telehealthConsentsReceived: received,
    roomEntries: entries.map(({ enteredBy, clientId, ...e }) => ({
      ...e,
      by: enteredBy === userId ? "você" : enteredBy === clientId ? "cliente" : "profissional",
    })),
  };
}
