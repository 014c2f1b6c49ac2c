import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appointments, images, reviews, serviceConfirmations, users } from "../../db/schema";
import { makeClient, makeProfessional, type ProfessionalOptions } from "../../test/factories";

/** A professional who shows in search: makeProfessional's default, named for the reader. */
export const makeSearchableProfessional = (db: Db, options: ProfessionalOptions = {}) =>
  makeProfessional(db, options);

/** A word no other test uses, to find this test's professionals among everyone's. */
export const uniqueWord = (prefix = "Tk") =>
  `${prefix}${Math.random().toString(36).slice(2, 8).replace(/\d/g, "x")}`;

/** Reviews with these ratings, each on its own past appointment and confirmation. */
export async function giveRatings(db: Db, professionalId: string, ratings: number[]) {
  const client = await makeClient(db);
  for (const [i, rating] of ratings.entries()) {
    const date = `2025-01-${String(i + 1).padStart(2, "0")}`;
    const [appointment] = await db
      .insert(appointments)
      .values({
        clientId: client.id,
        professionalId,
        appointmentDate: date,
        startTime: "09:00",
        endTime: "10:00",
        startsAt: new Date(`${date}T12:00:00Z`),
        endsAt: new Date(`${date}T13:00:00Z`),
        timeZone: "America/Sao_Paulo",
        status: "confirmed",
        serviceType: "online",
      })
      .returning();
    const [confirmation] = await db
      .insert(serviceConfirmations)
      .values({
        appointmentId: appointment!.id,
        professionalId,
        clientId: client.id,
        clientConfirmed: true,
        professionalConfirmed: true,
        serviceDescription: "Consulta",
        serviceDate: date,
      })
      .returning();
    await db.insert(reviews).values({
      professionalId,
      clientId: client.id,
      serviceConfirmationId: confirmation!.id,
      rating,
    });
  }
}
