import type { Db } from "@server/db/client";
import { appointments, rescheduleProposals } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { untilWaitingOnLocks } from "@server/test/lock-waits";
import { eq, type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

// Issue 17's races of cancel and reschedule, made deterministic as the booking race is: the test
// holds the professional's agenda lock, sends both requests, waits until both queue behind it,
// releases it, and checks the outcome and the agenda's invariants in SQL. PGlite runs one
// statement at a time, so these run on PostgreSQL only.
const onPostgres = inject("testDatabase").kind === "postgres";
const t = setupTestApp();

const poolOf = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;

/** Sends `requests` while the agenda lock of `professionalId` is held, then releases it. */
async function raceBehindLock<T>(professionalId: string, requests: () => Promise<T>[]) {
  const holder = await poolOf(t.db).connect();
  const observer = await poolOf(t.db).connect();
  try {
    await holder.query("BEGIN");
    await holder.query("SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))", [
      professionalId,
    ]);
    const pending = requests();
    await untilWaitingOnLocks(observer, pending.length);
    await holder.query("COMMIT");
    return await Promise.all(pending);
  } finally {
    holder.release();
    observer.release();
  }
}

/** Live appointments of one professional that overlap each other, or lie on blocked time. */
async function brokenInvariants(professionalId: string) {
  const ids = async (query: SQL) => ((await t.db.execute(query)) as { rows: unknown[] }).rows;
  const overlaps = await ids(sql`
    SELECT a.id FROM appointments a JOIN appointments b
      ON a.professional_id = b.professional_id AND a.id < b.id
     AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
    WHERE a.professional_id = ${professionalId}
      AND a.status IN ('pending', 'approved', 'confirmed')
      AND b.status IN ('pending', 'approved', 'confirmed')`);
  const onBlocked = await ids(sql`
    SELECT a.id FROM appointments a JOIN blocked_slots s
      ON s.professional_id = a.professional_id AND s.date = a.appointment_date
     AND s.start_time < a.end_time AND a.start_time < s.end_time
    WHERE a.professional_id = ${professionalId}
      AND a.status IN ('pending', 'approved', 'confirmed')`);
  const pendingTwice = await ids(sql`
    SELECT appointment_id FROM reschedule_proposals WHERE status = 'pending'
    GROUP BY appointment_id HAVING count(*) > 1`);
  return [...overlaps, ...onBlocked, ...pendingTwice];
}

const rowOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const proposalOf = async (id: string) =>
  (await t.db.select().from(rescheduleProposals).where(eq(rescheduleProposals.id, id)))[0]!;

async function approvedSession(clientCaller: Caller, professionalId: string, date: string) {
  return makeAppointment(t.db, {
    clientId: clientCaller.userId,
    professionalId,
    date,
    startTime: "09:00",
    endTime: "10:00",
    status: "approved",
  });
}

const propose = (caller: Caller, id: string, date: string, start: string, end: string) =>
  caller.request({
    method: "POST",
    url: `/api/appointments/${id}/reschedule`,
    payload: { appointmentDate: date, startTime: start, endTime: end },
  });
const answer = (caller: Caller, id: string, proposalId: string, status: string) =>
  caller.request({
    method: "PUT",
    url: `/api/appointments/${id}/reschedule/${proposalId}`,
    payload: { status },
  });

describe.runIf(onPostgres)("cancel and reschedule races on PostgreSQL", () => {
  it("cancel ‖ reschedule accept: one order wins; never moved after a cancel", async () => {
    const pro = await signInAs(t.app, await makeProfessional(t.db));
    const client = await signInAs(t.app, await makeClient(t.db));
    const date = nextWeekday(2);
    const s = await approvedSession(client, pro.userId, date);
    const pid = (await propose(client, s.id, date, "14:00", "15:00")).json().pendingReschedule.id;
    const [cancelled, accepted] = await raceBehindLock(pro.userId, () => [
      client.request({
        method: "PUT",
        url: `/api/appointments/${s.id}/status`,
        payload: { status: "cancelled", reason: "Imprevisto" },
      }),
      answer(pro, s.id, pid, "accepted"),
    ]);
    expect(cancelled!.statusCode).toBe(200);
    const row = await rowOf(s.id);
    const proposal = await proposalOf(pid);
    expect(row.status).toBe("cancelled");
    if (accepted!.statusCode === 200) {
      // The move came first: the session was moved, then cancelled at its new time.
      expect(proposal.status).toBe("accepted");
      expect(row.startTime).toBe("14:00:00");
    } else {
      expect(accepted!.statusCode).toBe(409);
      expect(proposal.status).toBe("withdrawn");
      expect(row.startTime).toBe("09:00:00");
    }
    expect(await brokenInvariants(pro.userId)).toEqual([]);
  });

  it("withdraw ‖ accept: exactly one is 200; the session moves only if the accept won", async () => {
    const pro = await signInAs(t.app, await makeProfessional(t.db));
    const client = await signInAs(t.app, await makeClient(t.db));
    const date = nextWeekday(1);
    const s = await approvedSession(client, pro.userId, date);
    const pid = (await propose(client, s.id, date, "12:00", "13:00")).json().pendingReschedule.id;
    const [withdrawn, accepted] = await raceBehindLock(pro.userId, () => [
      answer(client, s.id, pid, "withdrawn"),
      answer(pro, s.id, pid, "accepted"),
    ]);
    expect([withdrawn!.statusCode, accepted!.statusCode].sort()).toEqual([200, 409]);
    const row = await rowOf(s.id);
    const proposal = await proposalOf(pid);
    if (accepted!.statusCode === 200) {
      expect(proposal.status).toBe("accepted");
      expect(row.startTime).toBe("12:00:00");
    } else {
      expect(proposal.status).toBe("withdrawn");
      expect(row.startTime).toBe("09:00:00");
    }
    expect(await brokenInvariants(pro.userId)).toEqual([]);
  });

  it("two proposals for the same free time accepted at once: exactly one session moves", async () => {
    const pro = await signInAs(t.app, await makeProfessional(t.db));
    const ana = await signInAs(t.app, await makeClient(t.db));
    const bia = await signInAs(t.app, await makeClient(t.db));
    const date = nextWeekday(3);
    const a = await approvedSession(ana, pro.userId, date);
    const b = await makeAppointment(t.db, {
      clientId: bia.userId,
      professionalId: pro.userId,
      date,
      startTime: "10:00",
      endTime: "11:00",
      status: "approved",
    });
    const pa = (await propose(pro, a.id, date, "15:00", "16:00")).json().pendingReschedule.id;
    const pb = (await propose(pro, b.id, date, "15:00", "16:00")).json().pendingReschedule.id;
    const responses = await raceBehindLock(pro.userId, () => [
      answer(ana, a.id, pa, "accepted"),
      answer(bia, b.id, pb, "accepted"),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toBe(
      "Este horário não está mais disponível. Escolha outro horário.",
    );
    const moved = [await rowOf(a.id), await rowOf(b.id)].filter((r) => r.startTime === "15:00:00");
    expect(moved).toHaveLength(1);
    // The loser's proposal is still pending: nothing of its answer was kept.
    const statuses = [(await proposalOf(pa)).status, (await proposalOf(pb)).status].sort();
    expect(statuses).toEqual(["accepted", "pending"]);
    expect(await brokenInvariants(pro.userId)).toEqual([]);
  });

  it("accept ‖ a new proposal for the same session: one pending proposal at most, consistent", async () => {
    const pro = await signInAs(t.app, await makeProfessional(t.db));
    const client = await signInAs(t.app, await makeClient(t.db));
    const date = nextWeekday(4);
    const s = await approvedSession(client, pro.userId, date);
    const first = (await propose(client, s.id, date, "11:00", "12:00")).json().pendingReschedule.id;
    const [accepted, proposed] = await raceBehindLock(pro.userId, () => [
      answer(pro, s.id, first, "accepted"),
      propose(client, s.id, date, "16:00", "17:00"),
    ]);
    expect(proposed!.statusCode).toBe(201);
    const row = await rowOf(s.id);
    if (accepted!.statusCode === 200) {
      expect((await proposalOf(first)).status).toBe("accepted");
      expect(row.startTime).toBe("11:00:00");
    } else {
      expect(accepted!.statusCode).toBe(409);
      expect((await proposalOf(first)).status).toBe("superseded");
      expect(row.startTime).toBe("09:00:00");
    }
    expect(await brokenInvariants(pro.userId)).toEqual([]);
  });

  it("accept ‖ a booking of the proposed time: exactly one gets it", async () => {
    const pro = await signInAs(t.app, await makeProfessional(t.db));
    const client = await signInAs(t.app, await makeClient(t.db));
    const booker = await signInAs(t.app, await makeClient(t.db));
    const date = nextWeekday(5);
    const s = await approvedSession(client, pro.userId, date);
    const pid = (await propose(client, s.id, date, "13:00", "14:00")).json().pendingReschedule.id;
    const [accepted, booked] = await raceBehindLock(pro.userId, () => [
      answer(pro, s.id, pid, "accepted"),
      booker.request({
        method: "POST",
        url: "/api/appointments",
        payload: {
          professionalId: pro.userId,
          appointmentDate: date,
          startTime: "13:00",
          endTime: "14:00",
          serviceType: "online",
        },
      }),
    ]);
    // Either the move (200) and the booking refused, or the booking (201) and the move refused.
    const outcome = [accepted!.statusCode, booked!.statusCode];
    expect([
      [200, 409],
      [409, 201],
    ]).toContainEqual(outcome);
    expect(await brokenInvariants(pro.userId)).toEqual([]);
  });
});
