import { SERVICE_DURATIONS } from "@domain/constants";
import { workingSlots } from "@domain/slots";
import type { Db } from "@server/db/client";
import { availability } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, nextWeekday, signInAs } from "@server/test/factories";
import { seededRandom } from "@server/test/seeded-random";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

// Suite 2 of issue 10 (soak): clients book and cancel, professionals approve, block and change
// their service duration, at random and several at a time; afterwards SQL finds no two live
// appointments of one professional overlapping and no live appointment on blocked time.
// npm test: a short run. `npm run test:soak`: SOAK_SECONDS of it, meant for PostgreSQL
// (TEST_DATABASE_URL); on PGlite the same operations run one at a time.
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 0);
const FAST_OPERATIONS = 120;
const PARALLEL = 8;
const t = setupTestApp();

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
// Seeded: the seed is printed, and SOAK_SEED=<seed> replays the same choices (the
// interleaving of parallel requests still varies with the machine).
const SEED = Number(process.env.SOAK_SEED ?? Math.floor(Math.random() * 2 ** 31));
const random = seededRandom(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

interface Cast {
  clients: Caller[];
  pros: Caller[];
}

async function randomSlot(proId: string) {
  const date = nextWeekday(pick([1, 2, 3, 4, 5]), pick([1, 2]));
  const windows = await t.db.select().from(availability).where(sql`professional_id = ${proId}`);
  const [settings] = await rows<{ d: number }>(
    t.db,
    sql`SELECT service_duration AS d FROM agenda_settings WHERE professional_id = ${proId}`,
  );
  const slots = workingSlots(date, windows, settings?.d ?? 60);
  return { date, ...pick(slots.length ? slots : [{ startTime: "09:00", endTime: "10:00" }]) };
}

const liveIdsOf = async (
  column: "client_id" | "professional_id",
  userId: string,
  status?: string,
) =>
  (
    await rows<{ id: string }>(
      t.db,
      sql`SELECT id FROM appointments WHERE ${sql.identifier(column)} = ${userId}
        AND status IN ('pending', 'approved', 'confirmed') AND (${status ?? null}::text IS NULL OR status::text = ${status ?? null})`,
    )
  ).map((r) => r.id);

const OPERATIONS = {
  book: async ({ clients, pros }: Cast) => {
    const pro = pick(pros);
    const slot = await randomSlot(pro.userId);
    return pick(clients).request({
      method: "POST",
      url: "/api/appointments",
      payload: {
        professionalId: pro.userId,
        appointmentDate: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
        serviceType: "online",
      },
    });
  },
  cancel: async ({ clients }: Cast) => {
    const client = pick(clients);
    const id = pick([
      ...(await liveIdsOf("client_id", client.userId, "pending")),
      "00000000-0000-4000-8000-000000000000",
    ]);
    return client.request({
      method: "PUT",
      url: `/api/appointments/${id}/status`,
      payload: { status: "cancelled" },
    });
  },
  approve: async ({ pros }: Cast) => {
    const pro = pick(pros);
    const id = pick([
      ...(await liveIdsOf("professional_id", pro.userId, "pending")),
      "00000000-0000-4000-8000-000000000000",
    ]);
    return pro.request({
      method: "PUT",
      url: `/api/agenda/appointments/${id}/status`,
      payload: { status: "approved" },
    });
  },
  block: async ({ pros }: Cast) => {
    const pro = pick(pros);
    const slot = await randomSlot(pro.userId);
    return pro.request({
      method: "POST",
      url: "/api/agenda/blocked",
      payload: { ...slot, reason: "Soak" },
    });
  },
  duration: async ({ pros }: Cast) =>
    pick(pros).request({
      method: "POST",
      url: "/api/agenda/settings",
      payload: { serviceDuration: pick(SERVICE_DURATIONS) },
    }),
};

describe("no double booking under random concurrent operations", () => {
  it(
    "leaves no overlapping live appointments and none on blocked time",
    async () => {
      const cast: Cast = {
        clients: await Promise.all(
          Array.from({ length: 6 }, async () => signInAs(t.app, await makeClient(t.db))),
        ),
        pros: await Promise.all(
          Array.from({ length: 2 }, async () => signInAs(t.app, await makeProfessional(t.db))),
        ),
      };
      console.log(`no-double-booking soak: SOAK_SEED=${SEED} replays these choices`);
      const tally = new Map<string, number>();
      const until = Date.now() + SOAK_SECONDS * 1000;
      let done = 0;
      while (SOAK_SECONDS ? Date.now() < until : done < FAST_OPERATIONS) {
        await Promise.all(
          Array.from({ length: PARALLEL }, async () => {
            const name = pick(Object.keys(OPERATIONS)) as keyof typeof OPERATIONS;
            const res = await OPERATIONS[name](cast);
            expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
            const key = `${name} ${res.statusCode}`;
            tally.set(key, (tally.get(key) ?? 0) + 1);
          }),
        );
        done += PARALLEL;
      }
      const [overlaps] = await rows<{ n: number }>(
        t.db,
        sql`SELECT count(*)::int AS n FROM appointments a JOIN appointments b
          ON a.professional_id = b.professional_id AND a.id < b.id
          AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
          WHERE a.status IN ('pending', 'approved', 'confirmed') AND b.status IN ('pending', 'approved', 'confirmed')`,
      );
      const [onBlocked] = await rows<{ n: number }>(
        t.db,
        sql`SELECT count(*)::int AS n FROM appointments a JOIN blocked_slots s
          ON s.professional_id = a.professional_id AND s.date = a.appointment_date
          AND s.start_time < a.end_time AND a.start_time < s.end_time
          WHERE a.status IN ('pending', 'approved', 'confirmed')`,
      );
      const summary = [...tally]
        .sort()
        .map(([k, n]) => `${k}×${n}`)
        .join(", ");
      console.info(
        `no-double-booking soak (SOAK_SEED=${SEED}): ${done} operations (${summary}); overlapping live appointments: ${overlaps!.n}; live appointments on blocked time: ${onBlocked!.n}`,
      );
      expect(tally.get("book 201") ?? 0).toBeGreaterThan(0);
      expect(overlaps!.n).toBe(0);
      expect(onBlocked!.n).toBe(0);
    },
    (SOAK_SECONDS + 300) * 1000,
  );
});
