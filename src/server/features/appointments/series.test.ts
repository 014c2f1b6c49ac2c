import { lastBookableDate } from "@domain/appointments";
import { addDays } from "@domain/time";
import { appointmentSeries, appointments, blockedSlots, notifications } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
  today,
} from "@server/test/factories";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

// Decision 0260: a series is one request; its first date must be open, later ones may be skipped.
const t = setupTestApp();
let ana: Caller;
let bia: Caller;
beforeAll(async () => {
  ana = await signInAs(t.app, await makeClient(t.db));
  bia = await signInAs(t.app, await makeClient(t.db));
});

const requestSeries = (
  caller: Caller,
  professionalId: string,
  date: string,
  recurrence: unknown,
  startTime = "14:00",
  endTime = "15:00",
) =>
  caller.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId,
      appointmentDate: date,
      startTime,
      endTime,
      serviceType: "online",
      recurrence,
    },
  });

const rowsOf = (professionalId: string) =>
  t.db
    .select()
    .from(appointments)
    .where(eq(appointments.professionalId, professionalId))
    .orderBy(appointments.appointmentDate);

const kindsFor = async (recipientId: string) =>
  (
    await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.recipientId, recipientId))
  ).map((n) => n.kind);

describe("POST /api/appointments with recurrence", () => {
  it("creates one pending row per week sharing a series, listed for the client, and tells the professional once", async () => {
    const pro = await makeProfessional(t.db);
    const first = nextWeekday(2);
    const res = await requestSeries(ana, pro.id, first, { frequency: "weekly", count: 4 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      appointmentDate: first,
      status: "pending",
      skippedDates: [],
    });
    const rows = await rowsOf(pro.id);
    expect(rows.map((r) => r.appointmentDate)).toEqual(
      [0, 7, 14, 21].map((d) => addDays(first, d)),
    );
    expect(new Set(rows.map((r) => r.seriesId)).size).toBe(1);
    expect(rows.every((r) => r.status === "pending" && r.seriesId === res.json().seriesId)).toBe(
      true,
    );
    const listed = (await ana.request({ method: "GET", url: "/api/appointments/client" })).json();
    expect(
      listed.filter((a: { seriesId: string | null }) => a.seriesId === res.json().seriesId),
    ).toHaveLength(4);
    expect(await kindsFor(pro.id)).toEqual(["series_requested"]);
  });

  it("asks every other week when fortnightly", async () => {
    const pro = await makeProfessional(t.db);
    const first = nextWeekday(3);
    const res = await requestSeries(ana, pro.id, first, { frequency: "biweekly", count: 3 });
    expect(res.statusCode).toBe(201);
    expect((await rowsOf(pro.id)).map((r) => r.appointmentDate)).toEqual(
      [0, 14, 28].map((d) => addDays(first, d)),
    );
  });

  it("skips later dates that are taken, blocked, outside the agenda or beyond the horizon, and says which", async () => {
    const pro = await makeProfessional(t.db);
    const first = nextWeekday(4);
    await makeAppointment(t.db, {
      clientId: bia.userId,
      professionalId: pro.id,
      date: addDays(first, 7),
      startTime: "14:30",
      endTime: "15:30",
    });
    await t.db.insert(blockedSlots).values({
      professionalId: pro.id,
      date: addDays(first, 14),
      startTime: "14:00",
      endTime: "15:00",
    });
    const res = await requestSeries(ana, pro.id, first, { frequency: "weekly", count: 4 });
    expect(res.statusCode).toBe(201);
    expect(res.json().skippedDates).toEqual([addDays(first, 7), addDays(first, 14)]);
    const mine = (await rowsOf(pro.id)).filter((r) => r.clientId === ana.userId);
    expect(mine.map((r) => r.appointmentDate)).toEqual([first, addDays(first, 21)]);

    const late = await makeProfessional(t.db, { weekdays: [0, 1, 2, 3, 4, 5, 6] });
    const horizon = lastBookableDate(today());
    const res2 = await requestSeries(ana, late.id, addDays(horizon, -8), {
      frequency: "weekly",
      count: 3,
    });
    expect(res2.statusCode).toBe(201);
    expect(res2.json().skippedDates).toEqual([addDays(horizon, 6)]);
  });

  it("answers a first date that is not open as a single booking would, writing nothing", async () => {
    const pro = await makeProfessional(t.db);
    const first = nextWeekday(1);
    await makeAppointment(t.db, {
      clientId: bia.userId,
      professionalId: pro.id,
      date: first,
      startTime: "14:00",
      endTime: "15:00",
    });
    const taken = await requestSeries(ana, pro.id, first, { frequency: "weekly", count: 3 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      "Este horário não está mais disponível. Escolha outro horário.",
    );
    const off = await requestSeries(ana, pro.id, nextWeekday(0), { frequency: "weekly", count: 3 });
    expect(off.statusCode).toBe(400);
    expect(await rowsOf(pro.id)).toHaveLength(1);
    const series = await t.db
      .select()
      .from(appointmentSeries)
      .where(eq(appointmentSeries.professionalId, pro.id));
    expect(series).toEqual([]);
  });

  it.each([
    [{ frequency: "weekly", count: 13 }, "Uma série tem de 2 a 12 sessões."],
    [{ frequency: "weekly", count: 1 }, "Uma série tem de 2 a 12 sessões."],
    [{ frequency: "weekly", count: 2.5 }, "Uma série tem de 2 a 12 sessões."],
    [{ frequency: "daily", count: 4 }, "Escolha a repetição: toda semana ou a cada 2 semanas."],
  ])("refuses the recurrence %j in Portuguese, writing nothing", async (recurrence, message) => {
    const pro = await makeProfessional(t.db);
    const res = await requestSeries(ana, pro.id, nextWeekday(2), recurrence);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await rowsOf(pro.id)).toEqual([]);
  });

  it("counts a series as one request for the cap of 3 waiting with one professional", async () => {
    const pro = await makeProfessional(t.db);
    const client = await signInAs(t.app, await makeClient(t.db));
    const first = nextWeekday(2);
    const series = await requestSeries(client, pro.id, first, { frequency: "weekly", count: 12 });
    expect(series.statusCode).toBe(201);
    for (const startTime of ["09:00", "10:00"]) {
      const single = await requestSeries(
        client,
        pro.id,
        first,
        undefined,
        startTime,
        `${Number(startTime.slice(0, 2)) + 1}:00`,
      );
      expect(single.statusCode).toBe(201);
    }
    const fourth = await requestSeries(client, pro.id, first, undefined, "11:00", "12:00");
    expect(fourth.statusCode).toBe(409);
    const pending = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.clientId, client.userId), eq(appointments.status, "pending")));
    expect(pending).toHaveLength(14);
  });
});
