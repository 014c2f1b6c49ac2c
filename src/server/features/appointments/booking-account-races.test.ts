import { LIVE_STATUSES } from "@domain/constants";
import { AUTH_MESSAGES, suspendedMessage } from "@domain/contracts/auth";
import type { Db } from "@server/db/client";
import { appointments, users } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import {
  makeAdmin,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { untilWaitingOnLocks } from "@server/test/lock-waits";
import { and, eq, inArray, or } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

// A booking racing a ban, an account deletion or a role change (decision 0185): whatever order
// the database picks, the end state is the one of the two run one after the other. Each race is
// made deterministic by holding one of the booking's locks from a side connection, in both
// orders. PGlite runs one transaction at a time, so these run on PostgreSQL only.
const onPostgres = inject("testDatabase").kind === "postgres";
const t = setupTestApp();

const lockSql = "SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))";
let observer: pg.Client;

/** A connection of its own (not from the app's pool of 4), to the test file's database. */
async function sideConnection(): Promise<pg.Client> {
  const pool = (t.db as unknown as { $client: pg.Pool }).$client;
  const client = new pg.Client({ connectionString: pool.options.connectionString });
  await client.connect();
  return client;
}

beforeAll(async () => {
  if (onPostgres) observer = await sideConnection();
});
afterAll(async () => observer?.end());

/** Holds the advisory lock `key` in an open transaction until `release()`. */
async function holdLock(key: string) {
  const holder = await sideConnection();
  await holder.query("BEGIN");
  await holder.query(lockSql, [key]);
  return async () => {
    await holder.query("COMMIT");
    await holder.end();
  };
}

type Reply = Awaited<ReturnType<Caller["request"]>>;

/**
 * The change commits while the booking, past every check made before its transaction, waits
 * for the professional's agenda lock: the booking must then see the change.
 */
async function changeFirst(
  professionalId: string,
  book: () => Promise<Reply>,
  change: () => Promise<Reply>,
) {
  const release = await holdLock(professionalId);
  const booking = book();
  await untilWaitingOnLocks(observer, 1);
  const changed = await change();
  await release();
  return { booked: await booking, changed };
}

/**
 * The booking is inside its transaction (the client's request-cap lock is held from outside,
 * so it stops there) when the change arrives: the change must wait for it, then apply to it.
 */
async function bookingFirst(
  clientId: string,
  book: () => Promise<Reply>,
  change: () => Promise<Reply>,
) {
  const release = await holdLock(`client:${clientId}`);
  const booking = book();
  await untilWaitingOnLocks(observer, 1);
  const changing = change();
  // The change now waits for the booking (or, if nothing makes it wait, has already finished).
  await Promise.race([untilWaitingOnLocks(observer, 2), changing]);
  await release();
  return { booked: await booking, changed: await changing };
}

const bookingOf = (professionalId: string, hour: number, notes = "Dor nas costas há meses") => ({
  method: "POST" as const,
  url: "/api/appointments",
  payload: {
    professionalId,
    appointmentDate: nextWeekday(2),
    startTime: `${String(hour).padStart(2, "0")}:00`,
    endTime: `${String(hour + 1).padStart(2, "0")}:00`,
    serviceType: "online",
    notes,
    notesConsent: true,
  },
});

async function scene() {
  const pro = await makeProfessional(t.db);
  const client = await makeClient(t.db);
  const asClient = await signInAs(t.app, client);
  const asPro = await signInAs(t.app, pro);
  const admin = await signInAs(t.app, await makeAdmin(t.db));
  const book =
    (hour = 10) =>
    () =>
      asClient.request(bookingOf(pro.id, hour));
  const ban = (userId: string) => () =>
    admin.request({
      method: "PUT",
      url: `/api/admin/users/${userId}/ban`,
      payload: { isBanned: true, banReason: "uso_indevido" },
    });
  const deleteAccount = (caller: Caller) => () =>
    caller.request({ method: "DELETE", url: "/api/user/account" });
  return { pro, client, asClient, asPro, book, ban, deleteAccount };
}

const appointmentsOf = (db: Db, userId: string) =>
  db
    .select()
    .from(appointments)
    .where(or(eq(appointments.clientId, userId), eq(appointments.professionalId, userId)));

const liveOf = (db: Db, userId: string) =>
  db
    .select()
    .from(appointments)
    .where(
      and(
        or(eq(appointments.clientId, userId), eq(appointments.professionalId, userId)),
        inArray(appointments.status, [...LIVE_STATUSES]),
      ),
    );

describe.runIf(onPostgres)("a booking racing a ban (PostgreSQL)", () => {
  it("ban first: the waiting booking is refused as the ban refuses the next request", async () => {
    const s = await scene();
    const { booked, changed } = await changeFirst(s.pro.id, s.book(), s.ban(s.client.id));
    expect(changed.statusCode).toBe(200);
    expect(booked.statusCode).toBe(403);
    expect(booked.json()).toEqual({
      code: "banned",
      message: suspendedMessage("uso_indevido"),
      banReason: "uso_indevido",
    });
    expect(await appointmentsOf(t.db, s.client.id)).toEqual([]);
  });

  it("booking first: the ban waits for it, then cancels it", async () => {
    const s = await scene();
    const { booked, changed } = await bookingFirst(s.client.id, s.book(), s.ban(s.client.id));
    expect(booked.statusCode).toBe(201);
    expect(changed.statusCode).toBe(200);
    const [row] = await appointmentsOf(t.db, s.client.id);
    expect(row!.status).toBe("cancelled");
  });

  it("banning a professional first: a waiting booking gets 404 as for any hidden professional", async () => {
    const s = await scene();
    const { booked, changed } = await changeFirst(s.pro.id, s.book(), s.ban(s.pro.id));
    expect(changed.statusCode).toBe(200);
    expect(booked.statusCode).toBe(404);
    expect(await appointmentsOf(t.db, s.pro.id)).toEqual([]);
  });

  it("a booking first: banning its professional waits for it, then cancels it", async () => {
    const s = await scene();
    const { booked, changed } = await bookingFirst(s.client.id, s.book(), s.ban(s.pro.id));
    expect(booked.statusCode).toBe(201);
    expect(changed.statusCode).toBe(200);
    expect(await liveOf(t.db, s.pro.id)).toEqual([]);
  });

  it("a professional banned while 8 clients book in parallel keeps no live appointment", async () => {
    const s = await scene();
    const callers = await Promise.all(
      Array.from({ length: 8 }, async () => signInAs(t.app, await makeClient(t.db))),
    );
    const results = await Promise.all([
      ...callers.map((c, i) => c.request(bookingOf(s.pro.id, 9 + i))),
      s.ban(s.pro.id)(),
    ]);
    expect(results.at(-1)!.statusCode).toBe(200);
    for (const r of results.slice(0, -1)) expect([201, 404]).toContain(r.statusCode);
    expect(await liveOf(t.db, s.pro.id)).toEqual([]);
  });
});

describe.runIf(onPostgres)("a booking racing an account deletion (PostgreSQL)", () => {
  it("client deleted first: the waiting booking is refused and nothing is written", async () => {
    const s = await scene();
    const { booked, changed } = await changeFirst(s.pro.id, s.book(), s.deleteAccount(s.asClient));
    expect(changed.statusCode).toBe(200);
    expect(booked.statusCode).toBe(401);
    expect(await appointmentsOf(t.db, s.client.id)).toEqual([]);
  });

  it("booking first: the deletion waits for it, then cancels it and erases its notes", async () => {
    const s = await scene();
    const { booked, changed } = await bookingFirst(
      s.client.id,
      s.book(),
      s.deleteAccount(s.asClient),
    );
    expect(booked.statusCode).toBe(201);
    expect(changed.statusCode).toBe(200);
    const [row] = await appointmentsOf(t.db, s.client.id);
    expect(row).toMatchObject({ status: "cancelled", notes: null });
  });

  it("professional deleted first: the waiting booking gets 404", async () => {
    const s = await scene();
    const { booked, changed } = await changeFirst(s.pro.id, s.book(), s.deleteAccount(s.asPro));
    expect(changed.statusCode).toBe(200);
    expect(booked.statusCode).toBe(404);
    expect(await appointmentsOf(t.db, s.pro.id)).toEqual([]);
  });

  it("booking first: the professional's deletion waits for it, then cancels it", async () => {
    const s = await scene();
    const { booked, changed } = await bookingFirst(s.client.id, s.book(), s.deleteAccount(s.asPro));
    expect(booked.statusCode).toBe(201);
    expect(changed.statusCode).toBe(200);
    expect(await liveOf(t.db, s.pro.id)).toEqual([]);
  });
});

describe.runIf(onPostgres)(
  "a booking racing the client becoming a professional (PostgreSQL)",
  () => {
    const becomeProfessional = (caller: Caller) => () =>
      caller.request({
        method: "POST",
        url: "/api/auth/set-role",
        payload: { role: "professional" },
      });
    const roleOf = async (id: string) =>
      (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;

    it("role change first: the waiting booking is refused as a professional's would be", async () => {
      const s = await scene();
      const { booked, changed } = await changeFirst(
        s.pro.id,
        s.book(),
        becomeProfessional(s.asClient),
      );
      expect(changed.statusCode).toBe(200);
      expect(booked.statusCode).toBe(403);
      expect(booked.json().message).toBe(AUTH_MESSAGES.forbiddenRole);
      expect(await appointmentsOf(t.db, s.client.id)).toEqual([]);
    });

    it("booking first: the role change waits for it, then is refused for the live booking", async () => {
      const s = await scene();
      const { booked, changed } = await bookingFirst(
        s.client.id,
        s.book(),
        becomeProfessional(s.asClient),
      );
      expect(booked.statusCode).toBe(201);
      expect(changed.statusCode).toBe(409);
      expect(changed.json().message).toBe(AUTH_MESSAGES.liveBookingsBlockRoleChange);
      expect(await roleOf(s.client.id)).toBe("client");
      expect(await liveOf(t.db, s.client.id)).toHaveLength(1);
    });
  },
);
