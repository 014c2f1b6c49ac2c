import { DEFAULT_TIME_ZONE } from "@domain/constants";
import { LEGAL_DOCUMENTS } from "@domain/legal";
import { nowInZone } from "@domain/time";
import { hashPassword } from "@server/auth/password";
import type { Db } from "@server/db/client";
import {
  agendaSettings,
  availability,
  images,
  professionalProfiles,
  users,
} from "@server/db/schema";
import { recordAcceptance } from "@server/shared/legal-acceptance";
import { refreshAllNextFree } from "@server/shared/next-free";
import { count, eq, inArray, sql } from "drizzle-orm";
import { DEMO_ACCOUNTS } from "./accounts";
import { writeDemoContents } from "./contents";
import { makePortrait } from "./photos";
import { planVisits } from "./plan";
import { buildProfessionals, type DemoProfessional, demoEmail, demoPhone } from "./professionals";
import { seededRandom } from "./random";
import { CLIENTS } from "./roster";
import { VisitPlanner } from "./visits";
import { writeBlocks, writeVisits } from "./write-visits";

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** The marker: the demo professional's profile is written in the same transaction as the rest. */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.professional.email}`);
  return (row?.n ?? 0) > 0;
}

/**
 * Seeds the demo São Paulo marketplace (docs/decisions/0021-demo-data.md) in one transaction,
 * laid out around `now` (the past sessions before it, the requests and sessions after it).
 * Idempotent: once the marker exists it does nothing; accounts left by an older seed are kept.
 */
export async function seedDemoData(db: Db, now = new Date()): Promise<void> {
  if (await isSeeded(db)) return;
  const random = seededRandom(2026);
  const professionals = buildProfessionals(random, now);
  const clients = CLIENTS.map((c) => ({
    ...c,
    email: demoEmail(c.firstName, c.lastName),
    phone: random.chance(0.7) ? demoPhone(random) : null,
  }));
  const [portraits, hashes] = await Promise.all([
    Promise.all(professionals.map((p, i) => makePortrait(p, i))),
    Promise.all(Object.values(DEMO_ACCOUNTS).map((a) => hashPassword(a.password))),
  ]);
  const [clientHash, professionalHash, adminHash] = hashes;
  const { client, admin } = DEMO_ACCOUNTS;
  const carla = { city: "São Paulo", address: "Pinheiros", phone: "11912345678" };
  const rafael = professionals.find((p) => p.tag === "demo")!;

  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values([
        { ...pick(client), passwordHash: clientHash, role: "client", ...carla },
        { ...pick(admin), passwordHash: adminHash, role: "admin" },
        ...professionals.map((p) => ({
          ...pick(p),
          passwordHash: p.tag === "demo" ? professionalHash : null,
          role: "professional" as const,
          phone: p.phone,
          city: "São Paulo",
          createdAt: p.createdAt,
        })),
        ...clients.map((c) => ({
          ...pick(c),
          role: "client" as const,
          phone: c.phone,
          city: "São Paulo",
          address: c.neighborhood,
          createdAt: new Date(now.getTime() - random.int(20, 400) * 86_400_000),
        })),
      ])
      .onConflictDoNothing();
    // The demo accounts accepted the terms and privacy notice in force (issue 31, item 3).
    const demoLogins = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, [client.email, admin.email, rafael.email]));
    for (const { id } of demoLogins) await recordAcceptance(tx, id, LEGAL_DOCUMENTS, now);
    // An older seed may have left the demo accounts without these details.
    await tx.update(users).set(carla).where(eq(users.email, client.email));
    await tx
      .update(users)
      .set({ city: "São Paulo", phone: rafael.phone })
      .where(eq(users.email, rafael.email));

    const emails = [
      client.email,
      ...professionals.map((p) => p.email),
      ...clients.map((c) => c.email),
    ];
    const rows = await tx
      .select({ id: users.id, email: users.email, imageId: users.profileImageId })
      .from(users)
      .where(inArray(users.email, emails));
    const idOf = new Map(rows.map((r) => [r.email, r.id]));
    const id = (email: string) => idOf.get(email)!;
    const withPhoto = new Set(rows.filter((r) => r.imageId).map((r) => r.id));

    const seededPros = professionals.map((p) => ({ ...p, id: id(p.email) }));
    await writeProfessionals(tx, seededPros, portraits, withPhoto);
    await writeDemoContents(tx, {
      rafaelId: id(rafael.email),
      clientId: id(client.email),
      professionals: seededPros,
      now,
    });
    const seededClients = clients.map((c) => ({ id: id(c.email), neighborhood: c.neighborhood }));
    const today = nowInZone(DEFAULT_TIME_ZONE, now).date;
    const planner = new VisitPlanner(today, now, random);
    const carlaSeeded = { id: id(client.email), neighborhood: carla.address };
    await writeVisits(tx, planVisits(planner, seededPros, seededClients, carlaSeeded, random));
    await writeBlocks(tx, planner.blocks);
    // Written straight to the tables: every professional's next free slot, in one statement.
    await refreshAllNextFree(tx, now);
  });
}

const pick = (p: { email: string; firstName: string; lastName: string }) => ({
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
});

async function writeProfessionals(
  db: Db,
  professionals: (DemoProfessional & { id: string })[],
  portraits: Buffer[],
  withPhoto: Set<string>,
): Promise<void> {
  const photos = professionals.flatMap((p, i) =>
    withPhoto.has(p.id) ? [] : [{ ownerId: p.id, mimeType: "image/jpeg", bytes: portraits[i]! }],
  );
  if (photos.length) {
    const stored = await db
      .insert(images)
      .values(photos)
      .returning({ id: images.id, ownerId: images.ownerId });
    await db.execute(sql`
      UPDATE users SET profile_image_id = v.image_id::uuid
      FROM (VALUES ${sql.join(
        stored.map((s) => sql`(${s.ownerId}, ${s.id})`),
        sql`, `,
      )}) AS v(user_id, image_id)
      WHERE users.id = v.user_id::uuid`);
  }
  await db
    .insert(professionalProfiles)
    .values(professionals.map((p) => ({ ...p.profile, userId: p.id })))
    .onConflictDoNothing();
  await db
    .insert(availability)
    .values(
      professionals.flatMap((p) => p.availability.map((w) => ({ ...w, professionalId: p.id }))),
    )
    .onConflictDoNothing();
  await db
    .insert(agendaSettings)
    .values(professionals.map((p) => ({ professionalId: p.id, serviceDuration: p.duration })))
    .onConflictDoUpdate({
      target: agendaSettings.professionalId,
      set: { serviceDuration: sql`excluded.service_duration` },
    });
}
