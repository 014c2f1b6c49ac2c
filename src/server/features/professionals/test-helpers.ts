import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appointments, images, reviews, serviceConfirmations, users } from "../../db/schema";
import { makeClient, makeProfessional, type ProfessionalOptions } from "../../test/factories";

/** A 1x1 JPEG is enough: search only needs the photo to exist. */
const TINY_JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
  "base64",
);

/**
 * A professional with a profile photo, so the profile is complete and shows in search
 * (makeProfessional sets everything but the photo).
 */
export async function makeSearchableProfessional(db: Db, options: ProfessionalOptions = {}) {
  const user = await makeProfessional(db, options);
  const [image] = await db
    .insert(images)
    .values({ ownerId: user.id, mimeType: "image/jpeg", bytes: TINY_JPEG })
    .returning();
  const [updated] = await db
    .update(users)
    .set({ profileImageId: image!.id })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}

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
