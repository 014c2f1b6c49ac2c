import { DEFAULT_TIME_ZONE } from "@domain/constants";
import { addDays, dayOfWeek } from "@domain/time";
import { buildApp } from "@server/app";
import { localInstantSql } from "@server/db/local-instant";
import { appointments } from "@server/db/schema";
import { asCaller, sessionCookieOf, setupTestApp, TEST_SESSION_SECRET } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  TEST_PASSWORD,
  today,
} from "@server/test/factories";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookAppointment } from "./book-appointment";

// Decision 0186: at most 20 booking requests per client per São Paulo day, whatever became of
// them (a cancelled request counts), so book-and-cancel cannot flood a professional's list.
const t = setupTestApp();
const TOO_MANY_TODAY = "Você já fez 20 pedidos de agendamento hoje. Tente novamente amanhã.";

/** The day under test: the tests' today, and the instants of its São Paulo wall clock. */
const DAY = today();
async function at(date: string, time: string): Promise<Date> {
  const rows = await t.db.execute(
    sql`SELECT ${localInstantSql(date, time, DEFAULT_TIME_ZONE)} AS at`,
  );
  const [row] = (rows as unknown as { rows: { at: Date | string }[] }).rows;
  return new Date(row!.at);
}
/** A Tuesday one to two weeks after DAY: bookable from DAY and from the day after. */
const SESSION_DATE = addDays(DAY, 7 + ((2 - dayOfWeek(DAY) + 7) % 7));
const input = (professionalId: string, hour: number) => ({
  professionalId,
  appointmentDate: SESSION_DATE,
  startTime: `${String(hour).padStart(2, "0")}:00`,
  endTime: `${String(hour + 1).padStart(2, "0")}:00`,
  serviceType: "online" as const,
});
/** The same request as `bookAppointment` takes it, parsed. */
const parsed = (professionalId: string, hour: number) => ({
  ...input(professionalId, hour),
  status: "pending" as const,
  clientAddress: null,
  addressComplement: null,
  notes: null,
  neighborhood: null,
});

/** `count` requests of `client` created at `createdAt`, already answered or cancelled. */
async function madeRequests(clientId: string, count: number, createdAt: Date) {
  const statuses = ["cancelled", "rejected", "auto_rejected", "cancelled"] as const;
  const professionalId = (await makeProfessional(t.db, { photo: false })).id;
  for (let i = 0; i < count; i++) {
    await makeAppointment(t.db, {
      clientId,
      professionalId,
      date: SESSION_DATE,
      startTime: "08:00",
      endTime: "08:30",
      status: statuses[i % statuses.length],
      createdAt,
    });
  }
}

describe("requests per client per day (decision 0186)", () => {
  let app: FastifyInstance;
  let noon: Date;
  beforeAll(async () => {
    noon = await at(DAY, "12:00");
    app = await buildApp({ db: t.db, sessionSecret: TEST_SESSION_SECRET, clock: () => noon });
  });
  afterAll(async () => app?.close());

  const signIn = async (user: { id: string; email: string }) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    return asCaller(app, user.id, sessionCookieOf(res));
  };

  it("answers the 21st request of the day 429 in Portuguese, cancelled ones counted", async () => {
    const client = await makeClient(t.db);
    await madeRequests(client.id, 20, await at(DAY, "00:05"));
    const pro = await makeProfessional(t.db);
    const caller = await signIn(client);
    const res = await caller.request({
      method: "POST",
      url: "/api/appointments",
      payload: input(pro.id, 10),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: "too_many_requests", message: TOO_MANY_TODAY });
    const own = await t.db.select().from(appointments).where(eq(appointments.clientId, client.id));
    expect(own).toHaveLength(20);

    // Someone else books that same slot at once: the cap is the client's, not the agenda's.
    const other = await signIn(await makeClient(t.db));
    const fine = await other.request({
      method: "POST",
      url: "/api/appointments",
      payload: input(pro.id, 10),
    });
    expect(fine.statusCode).toBe(201);
  });

  it("20 book-and-cancel cycles, then the next request is refused", async () => {
    const client = await makeClient(t.db);
    const pro = await makeProfessional(t.db);
    const caller = await signIn(client);
    for (let i = 0; i < 20; i++) {
      const booked = await caller.request({
        method: "POST",
        url: "/api/appointments",
        payload: input(pro.id, 9),
      });
      expect(booked.statusCode).toBe(201);
      const cancelled = await caller.request({
        method: "PUT",
        url: `/api/appointments/${booked.json().id}/status`,
        payload: { status: "cancelled" },
      });
      expect(cancelled.statusCode).toBe(200);
    }
    const refused = await caller.request({
      method: "POST",
      url: "/api/appointments",
      payload: input(pro.id, 9),
    });
    expect(refused.statusCode).toBe(429);
  });

  it("counts the São Paulo day of the instant: the day before does not count, the next day starts afresh", async () => {
    const client = await makeClient(t.db);
    await madeRequests(client.id, 1, await at(addDays(DAY, -1), "23:59"));
    await madeRequests(client.id, 19, await at(DAY, "00:00"));
    const pros = [await makeProfessional(t.db), await makeProfessional(t.db)];
    // 19 today: a 20th is fine at 23:59, a 21st is not.
    await bookAppointment(t.db, client, parsed(pros[0]!.id, 9), await at(DAY, "23:58"));
    await expect(
      bookAppointment(t.db, client, parsed(pros[0]!.id, 10), await at(DAY, "23:59")),
    ).rejects.toMatchObject({ code: "too_many_requests", message: TOO_MANY_TODAY });
    // At midnight in São Paulo (03:00 UTC) the count starts again.
    const created = await bookAppointment(
      t.db,
      client,
      parsed(pros[1]!.id, 10),
      await at(addDays(DAY, 1), "00:00"),
    );
    expect(created.status).toBe("pending");
  });

  it("holds under parallel requests: with 19 made today, one of 8 parallel requests gets through", async () => {
    const client = await makeClient(t.db);
    await madeRequests(client.id, 19, await at(DAY, "08:00"));
    const caller = await signIn(client);
    const pros = await Promise.all(Array.from({ length: 8 }, () => makeProfessional(t.db)));
    const results = await Promise.all(
      pros.map((p) =>
        caller.request({ method: "POST", url: "/api/appointments", payload: input(p.id, 11) }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(7).fill(429)]);
  });
});
