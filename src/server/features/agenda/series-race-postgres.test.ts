import { addDays } from "@domain/time";
import type { Db } from "@server/db/client";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, nextWeekday, signInAs } from "@server/test/factories";
import { untilWaitingOnLocks } from "@server/test/lock-waits";
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

// Issue 17: series approval ‖ single bookings on the same slots, and a series request ‖ a single
// booking on one of its dates. Each race is queued behind a held agenda lock and released at
// once; afterwards SQL finds no overlapping live appointments and none on blocked time.
const onPostgres = inject("testDatabase").kind === "postgres";
const t = setupTestApp();
const poolOf = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;

const booking = (professionalId: string, date: string, recurrence?: unknown) => ({
  method: "POST" as const,
  url: "/api/appointments",
  payload: {
    professionalId,
    appointmentDate: date,
    startTime: "10:00",
    endTime: "11:00",
    serviceType: "online",
    recurrence,
  },
});

/** Live appointments of `professionalId` overlapping each other or a blocked range. */
async function overlapsOf(professionalId: string) {
  const { rows: pairs } = await poolOf(t.db).query(
    `SELECT a.id FROM appointments a JOIN appointments b
       ON a.professional_id = b.professional_id AND a.id < b.id
      AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at
      AND a.status IN ('pending', 'approved', 'confirmed')
      AND b.status IN ('pending', 'approved', 'confirmed')
      WHERE a.professional_id = $1`,
    [professionalId],
  );
  const { rows: onBlocks } = await poolOf(t.db).query(
    `SELECT a.id FROM appointments a JOIN blocked_slots s
       ON s.professional_id = a.professional_id AND s.date = a.appointment_date
      AND s.start_time < a.end_time AND a.start_time < s.end_time
      WHERE a.professional_id = $1 AND a.status IN ('pending', 'approved', 'confirmed')`,
    [professionalId],
  );
  return { pairs: pairs.length, onBlocks: onBlocks.length };
}

/** Holds the professional's agenda lock while `start` queues requests, then lets them race. */
async function raceBehindLock<T>(
  professionalId: string,
  waiting: number,
  start: () => Promise<T>[],
): Promise<T[]> {
  const holder = await poolOf(t.db).connect();
  const observer = await poolOf(t.db).connect();
  try {
    await holder.query("BEGIN");
    await holder.query("SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))", [
      professionalId,
    ]);
    const pending = start();
    await untilWaitingOnLocks(observer, waiting);
    await holder.query("COMMIT");
    return await Promise.all(pending);
  } finally {
    holder.release();
    observer.release();
  }
}

const clients = (n: number): Promise<Caller[]> =>
  Promise.all(Array.from({ length: n }, async () => signInAs(t.app, await makeClient(t.db))));

describe.runIf(onPostgres)("recurring series races on PostgreSQL", () => {
  it("a series request and single bookings on its dates: each date goes to exactly one", async () => {
    const pro = await makeProfessional(t.db);
    const first = nextWeekday(2);
    const [ana, ...others] = await clients(3);
    const [week2, week3] = [addDays(first, 7), addDays(first, 14)];
    const [series, ...singles] = await raceBehindLock(pro.id, 2, () => [
      ana!.request(booking(pro.id, first, { frequency: "weekly", count: 4 })),
      others[0]!.request(booking(pro.id, week2)),
      others[1]!.request(booking(pro.id, week3)),
    ]);
    expect(series!.statusCode).toBe(201);
    const skipped: string[] = series!.json().skippedDates;
    // A single booking won its date exactly when the series skipped it.
    expect(singles.map((r) => r.statusCode === 201)).toEqual([
      skipped.includes(week2),
      skipped.includes(week3),
    ]);
    expect(await overlapsOf(pro.id)).toEqual({ pairs: 0, onBlocks: 0 });
  });

  it("series approval and single bookings on the same slots: the series keeps them, the singles get 409", async () => {
    const user = await makeProfessional(t.db);
    const pro = await signInAs(t.app, user);
    const first = nextWeekday(3);
    const [ana, ...others] = await clients(4);
    const requested = await ana!.request(
      booking(user.id, first, { frequency: "weekly", count: 3 }),
    );
    const seriesId = requested.json().seriesId as string;
    const occurrences = (
      await pro.request({ method: "GET", url: `/api/agenda/series/${seriesId}` })
    ).json().occurrences as { id: string }[];
    const [answer, ...singles] = await raceBehindLock(user.id, 2, () => [
      pro.request({
        method: "PUT",
        url: `/api/agenda/series/${seriesId}/status`,
        payload: { status: "approved", skip: [occurrences[1]!.id] },
      }),
      ...[0, 7, 14].map((d, i) => others[i]!.request(booking(user.id, addDays(first, d)))),
    ]);
    expect(answer!.statusCode).toBe(200);
    expect(answer!.json().occurrences.map((o: { status: string }) => o.status)).toEqual([
      "approved",
      "rejected",
      "approved",
    ]);
    // The skipped date is free once the answer commits: its single may win it or queue before it.
    expect(singles[0]!.statusCode).toBe(409);
    expect(singles[2]!.statusCode).toBe(409);
    expect(await overlapsOf(user.id)).toEqual({ pairs: 0, onBlocks: 0 });
  });
});
