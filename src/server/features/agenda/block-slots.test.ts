import type { AppointmentStatus } from "@domain/constants";
import { addDays, nowInZone } from "@domain/time";
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

describe("POST /api/agenda/blocked/range (a day off, a holiday, a vacation)", () => {
  const blockRange = (pro: Caller, payload: object) =>
    pro.request({ method: "POST", url: "/api/agenda/blocked/range", payload });
  const VACATION_START = nextWeekday(1, 3);
  const VACATION_END = addDays(VACATION_START, 9);

  it("writes one whole-day block per day sharing a group, lists the group, and the client sees no slot", async () => {
    const pro = await professional();
    const res = await blockRange(pro, {
      startDate: VACATION_START,
      endDate: VACATION_END,
      reason: "Férias",
    });
    expect(res.statusCode).toBe(201);
    const group = res.json();
    expect(group).toEqual({
      groupId: expect.any(String),
      startDate: VACATION_START,
      endDate: VACATION_END,
      days: 10,
      reason: "Férias",
    });
    const rows = await blocksOf(pro.userId);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.groupId))).toEqual(new Set([group.groupId]));
    expect(rows.every((r) => r.startTime === "00:00:00" && r.endTime === "23:59:00")).toBe(true);
    const groups = await pro.request({ url: "/api/agenda/blocked/groups" });
    expect(groups.json()).toEqual([group]);
    // The client's booking dialog reads the days as blocked, without the private reason.
    const client = await signInAs(t.app, await makeClient(t.db));
    const seen = await client.request({
      url: `/api/agenda/blocked/range?startDate=${VACATION_START}&endDate=${VACATION_END}&professionalId=${pro.userId}`,
    });
    expect(seen.json()).toHaveLength(10);
    expect(seen.json()[0]).toMatchObject({ startTime: "00:00", endTime: "23:59", reason: null });
  });

  it("blocks one day when endDate is missing, weekends included", async () => {
    const pro = await professional();
    const sunday = nextWeekday(0, 2);
    const res = await blockRange(pro, { startDate: sunday });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ startDate: sunday, endDate: sunday, days: 1, reason: null });
  });

  it("refuses live appointments inside, naming how many and on which dates (409), writing nothing", async () => {
    const pro = await professional();
    const first = addDays(VACATION_START, 1);
    const second = addDays(VACATION_START, 3);
    for (const [date, status] of [
      [first, "approved"],
      [second, "pending"],
      [second, "confirmed"],
      [addDays(VACATION_START, 4), "cancelled"],
    ] as [string, AppointmentStatus][]) {
      await makeAppointment(t.db, {
        clientId,
        professionalId: pro.userId,
        date,
        startTime: status === "confirmed" ? "15:00" : "10:00",
        endTime: status === "confirmed" ? "16:00" : "11:00",
        status,
      });
    }
    const res = await blockRange(pro, { startDate: VACATION_START, endDate: VACATION_END });
    expect(res.statusCode).toBe(409);
    const dm = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}`;
    expect(res.json().message).toBe(
      `Há 3 agendamentos neste período (${dm(first)}, ${dm(second)}). Cancele ou recuse antes de bloquear.`,
    );
    expect(await blocksOf(pro.userId)).toEqual([]);
  });

  it("refuses a past start, an end before the start and an end beyond 180 days (400)", async () => {
    const pro = await professional();
    const cases = [
      [{ startDate: addDays(today(), -1) }, "Não é possível gerenciar datas passadas."],
      [
        { startDate: VACATION_START, endDate: addDays(VACATION_START, -1) },
        "A data final deve ser igual ou posterior à data inicial",
      ],
      [
        { startDate: VACATION_START, endDate: addDays(today(), 181) },
        "Só é possível bloquear dias até 180 dias à frente.",
      ],
      [{ startDate: "amanhã" }, "Data inválida"],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await blockRange(pro, payload);
      expect(res.statusCode).toBe(400);
      if (message !== "Data inválida") expect(res.json().message).toBe(message);
    }
    expect(await blocksOf(pro.userId)).toEqual([]);
  });

  it("blocks today from now on, and skips days a whole-day block already covers", async () => {
    const pro = await professional();
    const holiday = addDays(VACATION_START, 2);
    expect((await blockRange(pro, { startDate: holiday })).statusCode).toBe(201);
    const res = await blockRange(pro, { startDate: VACATION_START, endDate: addDays(holiday, 1) });
    expect(res.json()).toMatchObject({ days: 3 });
    const again = await blockRange(pro, { startDate: holiday });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Estes dias já estão bloqueados.");
    const before = nowInZone("America/Sao_Paulo", testNow()).time;
    const todayRes = await blockRange(pro, { startDate: today() });
    if (before >= "23:59") return; // nothing of today is left to block at 23:59
    expect(todayRes.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(blockedSlots)
      .where(eq(blockedSlots.groupId, todayRes.json().groupId));
    // What is past stays as it was: today's block starts now, not at midnight.
    expect(row!.startTime.slice(0, 5) >= before).toBe(true);
    expect(row!.endTime).toBe("23:59:00");
  });
});

describe("DELETE /api/agenda/blocked/groups/:groupId", () => {
  it("unblocks every day of the group in one action; another professional's is 404", async () => {
    const pro = await professional();
    const intruder = await professional();
    const start = nextWeekday(2, 4);
    const made = await pro.request({
      method: "POST",
      url: "/api/agenda/blocked/range",
      payload: { startDate: start, endDate: addDays(start, 4) },
    });
    const { groupId } = made.json();
    const stranger = await intruder.request({
      method: "DELETE",
      url: `/api/agenda/blocked/groups/${groupId}`,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe("Bloqueio não encontrado");
    expect(await blocksOf(pro.userId)).toHaveLength(5);
    const res = await pro.request({
      method: "DELETE",
      url: `/api/agenda/blocked/groups/${groupId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await blocksOf(pro.userId)).toEqual([]);
    expect((await pro.request({ url: "/api/agenda/blocked/groups" })).json()).toEqual([]);
  });

  it("keeps a group's past days and answers 400 when only past days are left", async () => {
    const pro = await professional();
    const groupId = crypto.randomUUID();
    await t.db.insert(blockedSlots).values({
      professionalId: pro.userId,
      date: addDays(today(), -3),
      startTime: "00:00",
      endTime: "23:59",
      groupId,
    });
    const res = await pro.request({
      method: "DELETE",
      url: `/api/agenda/blocked/groups/${groupId}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Não é possível gerenciar datas passadas.");
    expect(await blocksOf(pro.userId)).toHaveLength(1);
  });
});
