import { addDays } from "@domain/time";
import type { Db } from "@server/db/client";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, nextWeekday, signInAs } from "@server/test/factories";
import { untilWaitingOnLocks } from "@server/test/lock-waits";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

// Issue 17: blocking a date range races bookings inside it. Under the agenda lock one side
// wins: either the block is written and every booking meets it (409), or bookings land and the
// block is refused naming them (409). Never both. PGlite runs one statement at a time, so this
// only runs on PostgreSQL (TEST_DATABASE_URL).
const onPostgres = inject("testDatabase").kind === "postgres";
const t = setupTestApp();
const poolOf = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;

/** Live appointments overlapping each other, and live appointments on blocked time. */
async function violations(professionalId: string) {
  const overlapping = await t.db.execute(sql`
    SELECT count(*)::int AS n FROM appointments a JOIN appointments b
      ON a.professional_id = b.professional_id AND a.id < b.id
     AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
    WHERE a.professional_id = ${professionalId}
      AND a.status IN ('pending', 'approved', 'confirmed')
      AND b.status IN ('pending', 'approved', 'confirmed')`);
  const onBlocked = await t.db.execute(sql`
    SELECT count(*)::int AS n FROM appointments a JOIN blocked_slots s
      ON s.professional_id = a.professional_id AND s.date = a.appointment_date
     AND a.start_time < s.end_time AND s.start_time < a.end_time
    WHERE a.professional_id = ${professionalId}
      AND a.status IN ('pending', 'approved', 'confirmed')`);
  const n = (r: unknown) => (r as { rows: { n: number }[] }).rows[0]!.n;
  return { overlapping: n(overlapping), onBlocked: n(onBlocked) };
}

const booking = (professionalId: string, date: string, startTime: string, endTime: string) => ({
  method: "POST" as const,
  url: "/api/appointments",
  payload: { professionalId, appointmentDate: date, startTime, endTime, serviceType: "online" },
});

describe.runIf(onPostgres)("block a date range ‖ bookings in it, on PostgreSQL", () => {
  it("queued behind a held agenda lock: one side wins, nothing lands on blocked time", async () => {
    const pro = await makeProfessional(t.db);
    const self = await signInAs(t.app, pro);
    const start = nextWeekday(1, 3);
    const end = addDays(start, 4);
    const clients = await Promise.all(
      Array.from({ length: 6 }, async () => signInAs(t.app, await makeClient(t.db))),
    );
    const holder = await poolOf(t.db).connect();
    const observer = await poolOf(t.db).connect();
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))", [pro.id]);
      const block = self.request({
        method: "POST",
        url: "/api/agenda/blocked/range",
        payload: { startDate: start, endDate: end, reason: "Férias" },
      });
      const bookings = clients.map((c, i) =>
        c.request(
          booking(
            pro.id,
            addDays(start, i % 5),
            i < 5 ? "10:00" : "14:00",
            i < 5 ? "11:00" : "15:00",
          ),
        ),
      );
      await untilWaitingOnLocks(observer, 2);
      await holder.query("COMMIT");
      const blocked = await block;
      const booked = await Promise.all(bookings);
      const created = booked.filter((r) => r.statusCode === 201).length;
      if (blocked.statusCode === 201) {
        expect(created).toBe(0);
      } else {
        expect(blocked.statusCode).toBe(409);
        expect(created).toBeGreaterThan(0);
        expect(blocked.json().message).toMatch(/^Há \d+ agendamentos? neste período/);
      }
      for (const r of booked) expect([201, 409]).toContain(r.statusCode);
      expect(await violations(pro.id)).toEqual({ overlapping: 0, onBlocked: 0 });
    } finally {
      holder.release();
      observer.release();
    }
  });

  it("fired together, round after round: never a live booking on blocked time", async () => {
    const clients = await Promise.all(
      Array.from({ length: 4 }, async () => signInAs(t.app, await makeClient(t.db))),
    );
    for (let round = 0; round < 6; round++) {
      const pro = await makeProfessional(t.db);
      const self = await signInAs(t.app, pro);
      const start = nextWeekday(2, 3 + round);
      const [blocked, ...booked] = await Promise.all([
        self.request({
          method: "POST",
          url: "/api/agenda/blocked/range",
          payload: { startDate: start, endDate: addDays(start, 2) },
        }),
        ...clients.map((c, i) =>
          c.request(
            booking(
              pro.id,
              addDays(start, i % 3),
              i < 3 ? "09:00" : "16:00",
              i < 3 ? "10:00" : "17:00",
            ),
          ),
        ),
      ]);
      const created = booked.filter((r) => r.statusCode === 201).length;
      if (blocked!.statusCode === 201) {
        expect(created).toBe(0);
      } else {
        expect(blocked!.statusCode).toBe(409);
        expect(created).toBeGreaterThan(0);
      }
      expect(await violations(pro.id)).toEqual({ overlapping: 0, onBlocked: 0 });
    }
  });
});
