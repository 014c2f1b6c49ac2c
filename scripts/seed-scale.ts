/**
 * A synthetic marketplace in Portuguese, straight in SQL, for benchmarks and plans: per
 * professional, 3 clients, about 20 appointments over two years in every status and 5 reviews
 * (issue 9). Used by `npm run seed:scale` (scripts/seed-scale-cli.ts) and `npm run bench`.
 */

import { sql } from "drizzle-orm";
import { hashPassword } from "../src/server/auth/password";
import type { Db } from "../src/server/db/client";
import { refreshAllNextFree } from "../src/server/shared/next-free";
import { seedAppointments, seedConfirmations, seedReviews } from "./seed-scale/agenda";
import { seedClients, seedProfessionals } from "./seed-scale/people";
import { seedProfiles } from "./seed-scale/profiles";

/** Every seeded account signs in with this password (the e-mails are printed by the CLI). */
export const SEED_PASSWORD = "senha-escala-123";

const TABLES = [
  "users",
  "professional_profiles",
  "availability",
  "appointments",
  "service_confirmations",
  "reviews",
] as const;

export type SeedCounts = Record<(typeof TABLES)[number], number>;

export async function countRows(db: Db): Promise<SeedCounts> {
  const counts = {} as SeedCounts;
  for (const table of TABLES) {
    // Both drivers (pg, PGlite) answer execute() with { rows }.
    const { rows } = (await db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}

/**
 * Adds `professionals` professionals and their world; returns the tables' row counts after.
 * Reviews: `reviewsPerProfessional` each on average, at most the ~9 each whose service both
 * sides confirmed.
 */
export async function seedScale(
  db: Db,
  professionals: number,
  reviewsPerProfessional = 5,
): Promise<SeedCounts> {
  const hash = await hashPassword(SEED_PASSWORD);
  await db.transaction(async (tx) => {
    const base = (await countRows(tx)).users;
    await seedProfessionals(tx, professionals, base, hash);
    await seedClients(tx, professionals * 3, base + professionals, hash);
    await seedProfiles(tx);
    await seedAppointments(tx, professionals * 3);
    await seedConfirmations(tx);
    await seedReviews(tx, professionals * reviewsPerProfessional);
    // Issue 17: every professional's next free slot, as the app keeps it (decision 0291).
    await refreshAllNextFree(tx, new Date());
  });
  await db.execute(sql`ANALYZE`);
  return countRows(db);
}
