import { appointments, availability } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let clientId: string;
beforeAll(async () => {
  clientId = (await makeClient(t.db)).id;
});

/** A signed-in professional with the given weekly windows (none by default). */
const professional = async (weekdays: number[] = []) =>
  signInAs(t.app, await makeProfessional(t.db, { weekdays }));
const addDay = (pro: Caller, payload: object) =>
  pro.request({ method: "POST", url: "/api/agenda/availability", payload });
const windowsOf = (professionalId: string) =>
  t.db.select().from(availability).where(eq(availability.professionalId, professionalId));

describe("POST /api/agenda/availability", () => {
  it("adds a weekday window and answers it (201) as GET lists it", async () => {
    const pro = await professional();
    const res = await addDay(pro, {
      dayOfWeek: 1,
      startTime: "09:00",
      endTime: "18:00",
      isActive: true,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(String),
      dayOfWeek: 1,
      startTime: "09:00",
      endTime: "18:00",
      isActive: true,
    });
    const listed = await pro.request({ url: `/api/agenda/availability/${pro.userId}` });
    expect(listed.json()).toEqual([created]);
  });

  it("refuses a second record for a configured day (409) and keeps the first", async () => {
    const pro = await professional([2]);
    const res = await addDay(pro, { dayOfWeek: 2, startTime: "07:00", endTime: "08:00" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Este dia da semana já está configurado. Exclua a disponibilidade existente para alterá-la.",
    );
    const rows = await windowsOf(pro.userId);
    expect(rows.map((r) => [r.dayOfWeek, r.startTime])).toEqual([[2, "09:00:00"]]);
  });

  it("refuses an unknown weekday, a bad time and an end not after the start (400)", async () => {
    const pro = await professional();
    const cases = [
      [{ dayOfWeek: 7, startTime: "09:00", endTime: "10:00" }, "Dia da semana inválido"],
      [{ dayOfWeek: 1, startTime: "9h", endTime: "10:00" }, "Horário deve estar no formato HH:mm"],
      [
        { dayOfWeek: 1, startTime: "10:00", endTime: "10:00" },
        "O horário de término deve ser posterior ao de início.",
      ],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await addDay(pro, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await windowsOf(pro.userId)).toEqual([]);
  });

  it("is for professionals only", async () => {
    const client = await signInAs(t.app, await makeClient(t.db));
    const res = await addDay(client, { dayOfWeek: 1, startTime: "09:00", endTime: "10:00" });
    expect(res.statusCode).toBe(403);
  });
});

describe("DELETE /api/agenda/availability/:id", () => {
  it("deletes the caller's window and leaves that weekday's appointments alone", async () => {
    const pro = await professional([1]);
    const booked = await makeAppointment(t.db, {
      clientId,
      professionalId: pro.userId,
      date: nextWeekday(1),
      startTime: "10:00",
      endTime: "11:00",
      status: "approved",
    });
    const [window] = await windowsOf(pro.userId);
    const res = await pro.request({
      method: "DELETE",
      url: `/api/agenda/availability/${window!.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await windowsOf(pro.userId)).toEqual([]);
    const [kept] = await t.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(kept).toMatchObject({ status: "approved", startTime: "10:00:00" });
  });

  it("answers 404 for another professional's window and leaves it", async () => {
    const owner = await professional([3]);
    const intruder = await professional();
    const [window] = await windowsOf(owner.userId);
    for (const id of [window!.id, crypto.randomUUID()]) {
      const res = await intruder.request({
        method: "DELETE",
        url: `/api/agenda/availability/${id}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Disponibilidade não encontrada");
    }
    expect(await windowsOf(owner.userId)).toHaveLength(1);
  });
});

describe("POST /api/agenda/settings", () => {
  it("stores the duration and answers the settings; the next change replaces it", async () => {
    const pro = await professional();
    const save = (serviceDuration: number) =>
      pro.request({ method: "POST", url: "/api/agenda/settings", payload: { serviceDuration } });
    const first = await save(50);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ serviceDuration: 50, timeZone: "America/Sao_Paulo" });
    expect((await save(30)).json()).toEqual({ serviceDuration: 30, timeZone: "America/Sao_Paulo" });
    const read = await pro.request({ url: `/api/agenda/settings/${pro.userId}` });
    expect(read.json().serviceDuration).toBe(30);
  });

  it("refuses a duration other than 30, 50 or 60 (400)", async () => {
    const pro = await professional();
    for (const serviceDuration of [45, 0, "60"]) {
      const res = await pro.request({
        method: "POST",
        url: "/api/agenda/settings",
        payload: { serviceDuration },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("A duração deve ser de 30, 50 ou 60 minutos");
    }
    const read = await pro.request({ url: `/api/agenda/settings/${pro.userId}` });
    expect(read.json().serviceDuration).toBe(60);
  });

  it("keeps appointments made under the old duration as they are", async () => {
    const pro = await professional([4]);
    const booked = await makeAppointment(t.db, {
      clientId,
      professionalId: pro.userId,
      date: nextWeekday(4),
      startTime: "09:00",
      endTime: "10:00",
    });
    await pro.request({
      method: "POST",
      url: "/api/agenda/settings",
      payload: { serviceDuration: 50 },
    });
    const [kept] = await t.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(kept).toMatchObject({ status: "pending", startTime: "09:00:00", endTime: "10:00:00" });
  });
});
