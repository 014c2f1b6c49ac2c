/**
 * A synthetic marketplace in Portuguese, straight in SQL, for benchmarks and plans: per
 * professional, 3 clients, about 20 appointments over two years in every status and 5 reviews
 * (issue 9). Used by `npm run seed:scale` (scripts/seed-scale-cli.ts) and `npm run bench`.
 */

import { sql } from "drizzle-orm";
import { hashPassword } from "../src/server/auth/password";
import type { Db } from "../src/server/db/client";
import { seedAppointments, seedConfirmations, seedReviews } from "./seed-scale/agenda";
import { appendDerived, dropIndexes, finishProfiles, triggersOff } from "./seed-scale/bulk";
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

/** The tables whose secondary indexes are built after the load, before the profiles' pass. */
const INDEXED_FIRST = ["users", "availability", "appointments", "service_confirmations", "reviews"];

/**
 * Adds `professionals` professionals and their world; returns the tables' row counts after.
 * Reviews: `reviewsPerProfessional` each on average, at most the ~9 each whose service both
 * sides confirmed. One transaction, loaded in bulk (decision 0413): triggers off and secondary
 * indexes dropped for the inserts, then the indexes built, the triggers' derived state appended
 * set-based and one pass over the profiles with the triggers on (scripts/seed-scale/bulk.ts).
 * `log` hears each phase's time; `instant` is the next free slots' "now".
 */
export async function seedScale(
  db: Db,
  professionals: number,
  {
    reviewsPerProfessional = 5,
    log = () => {},
    instant = new Date(),
  }: { reviewsPerProfessional?: number; log?: (line: string) => void; instant?: Date } = {},
): Promise<SeedCounts> {
  const hash = await hashPassword(SEED_PASSWORD);
  let last = performance.now();
  const phase = async (name: string, work: () => Promise<unknown>) => {
    await work();
    const now = performance.now();
    log(`${name}: ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
  await db.transaction(async (tx) => {
    // Sorts, hashes and index builds in memory up to this much each (the server's defaults are
    // 4 and 64 MB): at 1,000,000 professionals the reviews' sample sorts 12 M confirmations and
    // the report figures group 20 M appointments, which otherwise spill to disk (decision 0413).
    // One backend, for the seed's transaction only; the machine type has 24 GB.
    await tx.execute(sql`SET LOCAL work_mem = '1GB'`);
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '1GB'`);
    const base = (await countRows(tx)).users;
    const triggers = await triggersOff(tx);
    const first = await dropIndexes(tx, INDEXED_FIRST);
    const profiles = await dropIndexes(tx, ["professional_profiles", "search_place_keys"]);
    await phase("users", async () => {
      await seedProfessionals(tx, professionals, base, hash);
      await seedClients(tx, professionals * 3, base + professionals, hash);
    });
    await phase("profiles and availability", () => seedProfiles(tx));
    await phase("appointments", () => seedAppointments(tx, professionals * 3));
    await phase("confirmations and reviews", async () => {
      await seedConfirmations(tx);
      await seedReviews(tx, professionals * reviewsPerProfessional);
    });
    await phase("indexes", () => first.build());
    await phase("counters, report figures, rating totals", () => appendDerived(tx));
    await triggers.on();
    // Issue 17: every professional's next free slot, as the app keeps it (decision 0291).
    await phase("next free slots and search state", () => finishProfiles(tx, instant));
    await phase("profile indexes", () => profiles.build());
  });
  await phase("analyze", () => db.execute(sql`ANALYZE`));
  return countRows(db);
}
