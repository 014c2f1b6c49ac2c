import { appointments, availability, professionalProfiles } from "@server/db/schema";
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
import { isWindowOverlap, windowOverlapError } from "./create-availability";

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

  it("adds a second window the same day (a lunch break); touching windows are fine", async () => {
    const pro = await professional();
    const morning = await addDay(pro, { dayOfWeek: 1, startTime: "08:00", endTime: "12:00" });
    const touching = await addDay(pro, { dayOfWeek: 1, startTime: "12:00", endTime: "13:00" });
    const afternoon = await addDay(pro, { dayOfWeek: 1, startTime: "14:00", endTime: "18:00" });
    expect([morning, touching, afternoon].map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const listed = await pro.request({ url: `/api/agenda/availability/${pro.userId}` });
    expect(listed.json().map((w: { startTime: string }) => w.startTime)).toEqual([
      "08:00",
      "12:00",
      "14:00",
    ]);
  });

  it("refuses a window overlapping another of the same day (400) and changes nothing", async () => {
    const pro = await professional([2]);
    for (const [startTime, endTime] of [
      ["07:00", "09:30"],
      ["17:59", "19:00"],
      ["10:00", "11:00"],
      ["08:00", "19:00"],
    ]) {
      const res = await addDay(pro, { dayOfWeek: 2, startTime, endTime });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "Este horário se sobrepõe a outro horário do mesmo dia. Ajuste o início ou o término.",
      );
    }
    const rows = await windowsOf(pro.userId);
    expect(rows.map((r) => [r.dayOfWeek, r.startTime])).toEqual([[2, "09:00:00"]]);
    // Another weekday at the same hours is its own day.
    const other = await addDay(pro, { dayOfWeek: 3, startTime: "09:00", endTime: "18:00" });
    expect(other.statusCode).toBe(201);
  });

  it("answers the database's own refusal (exclusion constraint) with the same 400", async () => {
    const pro = await professional([4]);
    let caught: unknown;
    try {
      await t.db.insert(availability).values({
        professionalId: pro.userId,
        dayOfWeek: 4,
        startTime: "10:00",
        endTime: "11:00",
      });
    } catch (error) {
      caught = error;
    }
    expect(isWindowOverlap(caught)).toBe(true);
    expect(windowOverlapError().message).toBe(
      "Este horário se sobrepõe a outro horário do mesmo dia. Ajuste o início ou o término.",
    );
  });

  it("refreshes the professional's next free slot", async () => {
    const pro = await professional();
    const nextFree = async () =>
      (
        await t.db
          .select({ at: professionalProfiles.nextFreeAt })
          .from(professionalProfiles)
          .where(eq(professionalProfiles.userId, pro.userId))
      )[0]?.at ?? null;
    expect(await nextFree()).toBeNull();
    await addDay(pro, { dayOfWeek: 3, startTime: "09:00", endTime: "10:00" });
    expect(await nextFree()).toBeInstanceOf(Date);
    const [window] = await windowsOf(pro.userId);
    await pro.request({ method: "DELETE", url: `/api/agenda/availability/${window!.id}` });
    expect(await nextFree()).toBeNull();
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

describe("POST /api/agenda/availability/copy", () => {
  const copy = (pro: Caller, payload: object) =>
    pro.request({ method: "POST", url: "/api/agenda/availability/copy", payload });
  const week = async (professionalId: string) =>
    (await windowsOf(professionalId))
      .map((r) => `${r.dayOfWeek} ${r.startTime.slice(0, 5)}-${r.endTime.slice(0, 5)}`)
      .sort();

  it("replaces the target days' windows with the source day's and answers the week", async () => {
    const pro = await professional([1, 2, 3]);
    await pro.request({
      method: "DELETE",
      url: `/api/agenda/availability/${(await windowsOf(pro.userId)).find((w) => w.dayOfWeek === 1)!.id}`,
    });
    await addDay(pro, { dayOfWeek: 1, startTime: "08:00", endTime: "12:00" });
    await addDay(pro, { dayOfWeek: 1, startTime: "14:00", endTime: "18:00" });
    const res = await copy(pro, { fromDay: 1, toDays: [2, 4, 5] });
    expect(res.statusCode).toBe(200);
    const expected = [1, 2, 4, 5].flatMap((d) => [`${d} 08:00-12:00`, `${d} 14:00-18:00`]);
    expect(await week(pro.userId)).toEqual([...expected, "3 09:00-18:00"].sort());
    expect(res.json()).toHaveLength(9);
    expect(res.json()[0]).toMatchObject({ dayOfWeek: 1, startTime: "08:00", endTime: "12:00" });
  });

  it("refuses an empty source day, no targets, a repeated target or the source itself (400)", async () => {
    const pro = await professional([1]);
    const cases = [
      [{ fromDay: 0, toDays: [1] }, "Este dia não tem horários para copiar."],
      [{ fromDay: 1, toDays: [] }, "Escolha ao menos um dia para receber os horários"],
      [{ fromDay: 1, toDays: [2, 2] }, "Cada dia de destino só pode aparecer uma vez"],
      [{ fromDay: 1, toDays: [1, 2] }, "O dia de origem não pode estar entre os dias de destino"],
      [{ fromDay: 1, toDays: [9] }, "Dia da semana inválido"],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await copy(pro, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await week(pro.userId)).toEqual(["1 09:00-18:00"]);
  });
});

describe("POST /api/agenda/settings", () => {
  it("stores the duration and answers the settings; the next change replaces it", async () => {
    const pro = await professional();
    const save = (serviceDuration: number) =>
      pro.request({ method: "POST", url: "/api/agenda/settings", payload: { serviceDuration } });
    const first = await save(50);
    expect(first.statusCode).toBe(200);
    // toMatchObject: the settings also carry the cancellation notice (issue 17, item 1).
    expect(first.json()).toMatchObject({ serviceDuration: 50, timeZone: "America/Sao_Paulo" });
    expect((await save(30)).json()).toMatchObject({
      serviceDuration: 30,
      timeZone: "America/Sao_Paulo",
    });
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
