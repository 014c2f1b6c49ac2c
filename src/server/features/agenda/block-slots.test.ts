import type { AppointmentStatus } from "@domain/constants";
import { addDays } from "@domain/time";
import { blockedSlots } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import {
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
let clientId: string;
beforeAll(async () => {
  clientId = (await makeClient(t.db)).id;
});

/** A signed-in professional working Monday to Friday 09:00-18:00. */
const professional = async () => signInAs(t.app, await makeProfessional(t.db));
const block = (pro: Caller, payload: object) =>
  pro.request({ method: "POST", url: "/api/agenda/blocked", payload });
const blocksOf = (professionalId: string) =>
  t.db.select().from(blockedSlots).where(eq(blockedSlots.professionalId, professionalId));
const MONDAY = nextWeekday(1);

describe("POST /api/agenda/blocked", () => {
  it("blocks a future range in working hours (201) and lists it with its reason", async () => {
    const pro = await professional();
    const res = await block(pro, {
      date: MONDAY,
      startTime: "10:00",
      endTime: "11:00",
      reason: "Consulta médica",
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(String),
      date: MONDAY,
      startTime: "10:00",
      endTime: "11:00",
      reason: "Consulta médica",
    });
    const listed = await pro.request({
      url: `/api/agenda/blocked/range?startDate=${MONDAY}&endDate=${MONDAY}`,
    });
    expect(listed.json()).toEqual([created]);
  });

  it("takes the date part of an ISO datetime (the spec's payload) and an empty reason as none", async () => {
    const pro = await professional();
    const res = await block(pro, {
      date: `${MONDAY}T03:00:00.000Z`,
      startTime: "09:00",
      endTime: "10:00",
      reason: "",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ date: MONDAY, reason: null });
  });

  it("refuses past dates and a slot of today that has already started (400)", async () => {
    const pro = await professional();
    for (const date of [addDays(today(), -1), addDays(today(), -7)]) {
      const res = await block(pro, { date, startTime: "09:00", endTime: "10:00" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Não é possível gerenciar datas passadas.");
    }
    const now = await block(pro, { date: today(), startTime: "00:00", endTime: "00:30" });
    expect(now.json().message).toBe("Não é possível gerenciar datas passadas.");
    expect(await blocksOf(pro.userId)).toEqual([]);
  });

  it("refuses non-working days and ranges outside the working hours (400)", async () => {
    const pro = await professional();
    const cases = [
      { date: nextWeekday(0), startTime: "10:00", endTime: "11:00" },
      { date: MONDAY, startTime: "08:00", endTime: "09:30" },
      { date: MONDAY, startTime: "17:30", endTime: "18:30" },
    ];
    for (const payload of cases) {
      const res = await block(pro, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "Só é possível bloquear horários dentro dos seus dias e horários de trabalho.",
      );
    }
  });

  it("refuses a range overlapping another block (409)", async () => {
    const pro = await professional();
    await block(pro, { date: MONDAY, startTime: "10:00", endTime: "12:00" });
    const res = await block(pro, { date: MONDAY, startTime: "11:00", endTime: "13:00" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Este horário já está bloqueado.");
    expect(
      (await block(pro, { date: MONDAY, startTime: "12:00", endTime: "13:00" })).statusCode,
    ).toBe(201);
  });

  it("refuses a range holding a live appointment, pending included (409); closed ones don't count", async () => {
    const pro = await professional();
    const at = (startTime: string, endTime: string, status: AppointmentStatus) =>
      makeAppointment(t.db, {
        clientId,
        professionalId: pro.userId,
        date: MONDAY,
        startTime,
        endTime,
        status,
      });
    await at("09:00", "10:00", "pending");
    await at("10:00", "11:00", "approved");
    await at("11:00", "12:00", "confirmed");
    for (const [startTime, endTime] of [
      ["09:30", "10:30"],
      ["10:50", "11:10"],
      ["11:00", "12:00"],
    ]) {
      const res = await block(pro, { date: MONDAY, startTime, endTime });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "Este horário já tem um agendamento. Cancele ou recuse o agendamento antes de bloquear.",
      );
    }
    await at("13:00", "14:00", "cancelled");
    await at("14:00", "15:00", "rejected");
    await at("15:00", "16:00", "auto_rejected");
    expect(
      (await block(pro, { date: MONDAY, startTime: "13:00", endTime: "16:00" })).statusCode,
    ).toBe(201);
  });

  it("blocks the slot of a request that went unanswered for 48 hours", async () => {
    const pro = await professional();
    await makeAppointment(t.db, {
      clientId,
      professionalId: pro.userId,
      date: MONDAY,
      startTime: "14:00",
      endTime: "15:00",
      createdAt: new Date(testNow().getTime() - 49 * 3_600_000),
    });
    expect(
      (await block(pro, { date: MONDAY, startTime: "14:00", endTime: "15:00" })).statusCode,
    ).toBe(201);
  });
});

describe("DELETE /api/agenda/blocked/:id", () => {
  it("removes the caller's future block", async () => {
    const pro = await professional();
    const { id } = (
      await block(pro, { date: MONDAY, startTime: "10:00", endTime: "11:00" })
    ).json();
    const res = await pro.request({ method: "DELETE", url: `/api/agenda/blocked/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await blocksOf(pro.userId)).toEqual([]);
  });

  it("answers 404 for another professional's block and leaves it", async () => {
    const owner = await professional();
    const intruder = await professional();
    const { id } = (
      await block(owner, { date: MONDAY, startTime: "10:00", endTime: "11:00" })
    ).json();
    for (const target of [id, crypto.randomUUID()]) {
      const res = await intruder.request({
        method: "DELETE",
        url: `/api/agenda/blocked/${target}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Bloqueio não encontrado");
    }
    expect(await blocksOf(owner.userId)).toHaveLength(1);
  });

  it("keeps a past block (400)", async () => {
    const pro = await professional();
    const [past] = await t.db
      .insert(blockedSlots)
      .values({
        professionalId: pro.userId,
        date: addDays(today(), -2),
        startTime: "10:00",
        endTime: "11:00",
      })
      .returning();
    const res = await pro.request({ method: "DELETE", url: `/api/agenda/blocked/${past!.id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Não é possível gerenciar datas passadas.");
    expect(await blocksOf(pro.userId)).toHaveLength(1);
  });
});
