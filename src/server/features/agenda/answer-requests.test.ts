import { addDays } from "@domain/time";
import { appointments, availability, blockedSlots } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import {
  type AppointmentOptions,
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
  today,
} from "@server/test/factories";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let client: Caller;
let pro: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db, { firstName: "Carla" }));
  pro = await signInAs(t.app, await makeProfessional(t.db));
});

let made = 0;
/**
 * A request of `pro` (unless told) in a slot of its own: the n-th call takes hour n % 22 + 1
 * of the (n / 22 + 1)-th Tuesday ahead, so no two calls overlap, whatever order tests run in.
 */
const request = (overrides: Partial<AppointmentOptions & { date: string }> = {}) => {
  const n = made++;
  const hour = (n % 22) + 1;
  const pad = (h: number) => `${String(h).padStart(2, "0")}:00`;
  return makeAppointment(t.db, {
    clientId: client.userId,
    professionalId: pro.userId,
    date: nextWeekday(2, 1 + Math.floor(n / 22)),
    startTime: pad(hour),
    endTime: pad(hour + 1),
    ...overrides,
  });
};
const answer = (caller: Caller, id: string, payload: object) =>
  caller.request({ method: "PUT", url: `/api/agenda/appointments/${id}/status`, payload });
const rowOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

describe("GET /api/agenda/appointments/pending", () => {
  it("lists only the caller's pending requests, soonest first, with the client", async () => {
    const other = await signInAs(t.app, await makeProfessional(t.db));
    const later = await request({ professionalId: other.userId, date: nextWeekday(3, 2) });
    const soon = await request({ professionalId: other.userId, date: nextWeekday(3) });
    await request({ professionalId: other.userId, status: "approved" });
    await request({ status: "pending" });
    const res = await other.request({ url: "/api/agenda/appointments/pending" });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { id: string }) => a.id)).toEqual([soon.id, later.id]);
    expect(res.json()[0]).toMatchObject({
      status: "pending",
      client: { firstName: "Carla" },
      professional: { professionalProfile: { specialties: ["Psicologia"] } },
    });
  });

  it("leaves out requests that went unanswered (they become 'auto_rejected')", async () => {
    const other = await signInAs(t.app, await makeProfessional(t.db));
    const started = await makeAppointment(t.db, {
      clientId: client.userId,
      professionalId: other.userId,
      startedMinutesAgo: 1,
    });
    const res = await other.request({ url: "/api/agenda/appointments/pending" });
    expect(res.json()).toEqual([]);
    expect((await rowOf(started.id)).status).toBe("auto_rejected");
  });

  it("is for professionals only", async () => {
    expect((await client.request({ url: "/api/agenda/appointments/pending" })).statusCode).toBe(
      403,
    );
  });
});

describe("GET /api/agenda/appointments", () => {
  it("lists the caller's appointments of every status between the dates, inclusive", async () => {
    const other = await signInAs(t.app, await makeProfessional(t.db));
    const start = nextWeekday(1, 3);
    const statuses = ["pending", "approved", "confirmed", "cancelled", "rejected"] as const;
    for (const status of statuses)
      await request({ professionalId: other.userId, date: start, status });
    await request({ professionalId: other.userId, date: addDays(start, 2) });
    await request({ professionalId: other.userId, date: addDays(start, 3) });
    await request({ date: start });
    const res = await other.request({
      url: `/api/agenda/appointments?startDate=${start}&endDate=${addDays(start, 2)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(6);
    expect(new Set(res.json().map((a: { status: string }) => a.status))).toEqual(new Set(statuses));
  });

  it("needs both dates in order and at most 62 days apart (400)", async () => {
    const cases = [
      ["startDate=2030-01-10", "Informe a data final"],
      [
        "startDate=2030-01-10&endDate=2030-01-09",
        "A data final deve ser igual ou posterior à data inicial",
      ],
      ["startDate=2030-01-01&endDate=2030-03-05", "O intervalo deve ter no máximo 62 dias"],
    ];
    for (const [query, message] of cases) {
      const res = await pro.request({ url: `/api/agenda/appointments?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe("PUT /api/agenda/appointments/:id/status", () => {
  it("approves a pending request", async () => {
    const a = await request();
    const res = await answer(pro, a.id, { status: "approved" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, status: "approved", professionalNotes: null });
  });

  it("rejects with the spec's note, or with the professional's own", async () => {
    const a = await request();
    const res = await answer(pro, a.id, { status: "rejected" });
    expect(res.json()).toMatchObject({
      status: "rejected",
      professionalNotes: "Solicitação rejeitada pelo profissional",
    });
    const b = await request();
    const own = await answer(pro, b.id, { status: "rejected", professionalNotes: "Estarei fora." });
    expect(own.json()).toMatchObject({ status: "rejected", professionalNotes: "Estarei fora." });
  });

  it("answers 409 once the request is no longer pending, and changes nothing", async () => {
    for (const status of ["cancelled", "approved", "rejected", "confirmed"] as const) {
      const a = await request({ status });
      const res = await answer(pro, a.id, { status: "approved" });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("Esta solicitação não está mais pendente.");
      expect((await rowOf(a.id)).status).toBe(status);
    }
  });

  it("refuses to approve a request the client cancelled meanwhile", async () => {
    const a = await request();
    const cancel = await client.request({
      method: "PUT",
      url: `/api/appointments/${a.id}/status`,
      payload: { status: "cancelled" },
    });
    expect(cancel.statusCode).toBe(200);
    const res = await answer(pro, a.id, { status: "approved" });
    expect(res.statusCode).toBe(409);
    expect((await rowOf(a.id)).status).toBe("cancelled");
  });

  it("refuses a request that has started or waited 48 hours: it is 'Não respondido'", async () => {
    const started = await request({ date: addDays(today(), -1) });
    const waited = await request({ createdAt: new Date(testNow().getTime() - 49 * 3_600_000) });
    for (const a of [started, waited]) {
      const res = await answer(pro, a.id, { status: "approved" });
      expect(res.statusCode).toBe(409);
      expect((await rowOf(a.id)).status).toBe("auto_rejected");
    }
  });

  it("answers 404 for another professional's request and leaves it pending", async () => {
    const other = await signInAs(t.app, await makeProfessional(t.db));
    const a = await request();
    for (const id of [a.id, crypto.randomUUID()]) {
      const res = await answer(other, id, { status: "rejected" });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Solicitação não encontrada");
    }
    expect((await rowOf(a.id)).status).toBe("pending");
  });

  it("accepts only approved, rejected or cancelled (400); clients may not answer (403)", async () => {
    const a = await request();
    // `cancelled` is a cancel since issue 17 (decision 0250), pinned in cancel-session.test.ts.
    for (const status of ["confirmed", "pending", "auto_rejected"]) {
      expect((await answer(pro, a.id, { status })).statusCode).toBe(400);
    }
    expect((await answer(client, a.id, { status: "approved" })).statusCode).toBe(403);
    expect((await rowOf(a.id)).status).toBe("pending");
  });

  it("still answers a request the agenda no longer offers (decision 0082)", async () => {
    const other = await signInAs(t.app, await makeProfessional(t.db, { weekdays: [2] }));
    const a = await request({ professionalId: other.userId, startTime: "09:00", endTime: "10:00" });
    await t.db.delete(availability).where(eq(availability.professionalId, other.userId));
    await other.request({
      method: "POST",
      url: "/api/agenda/settings",
      payload: { serviceDuration: 50 },
    });
    const pending = await other.request({ url: "/api/agenda/appointments/pending" });
    expect(pending.json().map((p: { id: string }) => p.id)).toEqual([a.id]);
    expect((await answer(other, a.id, { status: "approved" })).json()).toMatchObject({
      status: "approved",
      startTime: "09:00",
      endTime: "10:00",
    });
  });

  it("refuses to approve a request overlapping a blocked range written outside the agenda", async () => {
    const a = await request({ startTime: "23:00", endTime: "23:50" });
    await t.db.insert(blockedSlots).values({
      professionalId: pro.userId,
      date: a.appointmentDate,
      startTime: "23:30",
      endTime: "23:59",
    });
    const res = await answer(pro, a.id, { status: "approved" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Este horário está bloqueado. Desbloqueie-o antes de confirmar.",
    );
    expect((await answer(pro, a.id, { status: "rejected" })).statusCode).toBe(200);
  });
});
