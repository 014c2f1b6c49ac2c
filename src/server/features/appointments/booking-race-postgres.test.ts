import type { Db } from "@server/db/client";
import * as schema from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { untilWaitingOnLocks } from "@server/test/lock-waits";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

// Deterministic forms of the PostgreSQL booking race. PGlite runs one statement at a time, so
// it cannot hold a lock while another request waits: there the 23P01 mapping is pinned by
// src/server/http/database-errors.test.ts instead, and these tests are skipped.
const onPostgres = inject("testDatabase").kind === "postgres";
const t = setupTestApp();
const TAKEN = "Este horário não está mais disponível. Escolha outro horário.";

const poolOf = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;

const booking = (professionalId: string, date: string) => ({
  method: "POST" as const,
  url: "/api/appointments",
  payload: {
    professionalId,
    appointmentDate: date,
    startTime: "10:00",
    endTime: "11:00",
    serviceType: "online",
  },
});

describe.runIf(onPostgres)("the booking race on PostgreSQL, made deterministic", () => {
  it("a booking that passed the overlap check but meets an overlapping insert gets 409 from the exclusion constraint", async () => {
    const pro = await makeProfessional(t.db);
    const client = await signInAs(t.app, await makeClient(t.db));
    const other = await makeClient(t.db);
    const date = nextWeekday(2);
    const writer = await poolOf(t.db).connect();
    const observer = await poolOf(t.db).connect();
    try {
      // An overlapping insert, not yet committed: invisible to the booking's check, but the
      // constraint makes the booking's insert wait for it and then refuse.
      await writer.query("BEGIN");
      const inTx = drizzle(writer, { schema }) as unknown as Db;
      const slot = { clientId: other.id, professionalId: pro.id, date };
      await makeAppointment(inTx, { ...slot, startTime: "10:30", endTime: "11:30" });
      const pending = client.request(booking(pro.id, date));
      await untilWaitingOnLocks(observer, 1);
      await writer.query("COMMIT");
      const res = await pending;
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(TAKEN);
    } finally {
      writer.release();
      observer.release();
    }
  });

  it("bookings queued behind a held agenda lock: released at once, exactly one gets the slot", async () => {
    const pro = await makeProfessional(t.db);
    const date = nextWeekday(3);
    const callers = await Promise.all(
      Array.from({ length: 10 }, async () => signInAs(t.app, await makeClient(t.db))),
    );
    const holder = await poolOf(t.db).connect();
    const observer = await poolOf(t.db).connect();
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))", [pro.id]);
      const pending = callers.map((c) => c.request(booking(pro.id, date)));
      // The two pool connections left to the app are both waiting on the lock.
      await untilWaitingOnLocks(observer, 2);
      await holder.query("COMMIT");
      const responses = await Promise.all(pending);
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, ...Array(9).fill(409)]);
      for (const r of responses.filter((r) => r.statusCode === 409)) {
        expect(r.json().message).toBe(TAKEN);
      }
    } finally {
      holder.release();
      observer.release();
    }
  });
});
