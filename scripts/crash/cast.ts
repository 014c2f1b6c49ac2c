/**
 * Who the crash-safety run books with (seeded before the first start), and the check after
 * the last kill that every acknowledged write is stored.
 */
import { inArray, like } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { appointments, users } from "../../src/server/db/schema";
import { makeClient, makeProfessional } from "../../src/server/test/factories";

export interface Cast {
  professionalIds: string[];
  clientEmails: string[];
}

/** What the server answered 2xx: sign-ups by e-mail, bookings by id with the status they had. */
export interface Acknowledged {
  signUps: string[];
  bookings: Map<string, "pending" | "cancelled">;
}

/** Verified professionals open every day 09:00-18:00 online, and complete clients. */
export async function seedCast(db: Db, professionals: number, clients: number): Promise<Cast> {
  const professionalIds: string[] = [];
  for (let i = 0; i < professionals; i++) {
    const professional = await makeProfessional(db, {
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      serviceOptions: ["online"],
    });
    professionalIds.push(professional.id);
  }
  const clientEmails: string[] = [];
  for (let i = 0; i < clients; i++) clientEmails.push((await makeClient(db)).email);
  return { professionalIds, clientEmails };
}

/** The acknowledged writes missing from the database (or whose cancellation was undone). */
export async function findLost(db: Db, run: string, acked: Acknowledged): Promise<string[]> {
  const emails = await db
    .select({ email: users.email })
    .from(users)
    .where(like(users.email, `queda-${run}-%`));
  const stored = new Set(emails.map((r) => r.email));
  const lost = acked.signUps.filter((e) => !stored.has(e)).map((e) => `sign-up ${e}`);
  const ids = [...acked.bookings.keys()];
  const rows = ids.length
    ? await db
        .select({ id: appointments.id, status: appointments.status })
        .from(appointments)
        .where(inArray(appointments.id, ids))
    : [];
  const statusOf = new Map(rows.map((r) => [r.id, r.status]));
  for (const [id, expected] of acked.bookings) {
    const status = statusOf.get(id);
    // A cancellation whose answer the kill swallowed may have been stored: either is right.
    const allowed = expected === "cancelled" ? ["cancelled"] : ["pending", "cancelled"];
    if (!status || !allowed.includes(status)) lost.push(`booking ${id} (${expected}): ${status}`);
  }
  return lost;
}
