import { agendaSettings, availability, blockedSlots } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeAdmin, makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let client: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
});

describe("GET /api/agenda/availability/:id", () => {
  it("lists the professional's windows in HH:mm, Sunday first", async () => {
    const pro = await makeProfessional(t.db, { weekdays: [3, 1] });
    await t.db.insert(availability).values({
      professionalId: pro.id,
      dayOfWeek: 0,
      startTime: "08:30",
      endTime: "12:00",
      isActive: false,
    });
    const res = await client.request({ url: `/api/agenda/availability/${pro.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        dayOfWeek: 0,
        startTime: "08:30",
        endTime: "12:00",
        isActive: false,
      },
      {
        id: expect.any(String),
        dayOfWeek: 1,
        startTime: "09:00",
        endTime: "18:00",
        isActive: true,
      },
      {
        id: expect.any(String),
        dayOfWeek: 3,
        startTime: "09:00",
        endTime: "18:00",
        isActive: true,
      },
    ]);
  });

  it("answers 404 for someone who is not a visible professional", async () => {
    const pending = await makeProfessional(t.db, { verified: false });
    for (const id of [pending.id, client.userId]) {
      const res = await client.request({ url: `/api/agenda/availability/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Profissional não encontrado");
    }
    const self = await signInAs(t.app, pending);
    expect((await self.request({ url: `/api/agenda/availability/${pending.id}` })).statusCode).toBe(
      200,
    );
  });
});

describe("GET /api/agenda/settings/:userId", () => {
  it("answers the defaults when nothing is stored", async () => {
    const pro = await makeProfessional(t.db);
    await t.db.delete(agendaSettings).where(eq(agendaSettings.professionalId, pro.id));
    const res = await client.request({ url: `/api/agenda/settings/${pro.id}` });
    expect(res.json()).toEqual({
      serviceDuration: 60,
      timeZone: "America/Sao_Paulo",
      cancellationNoticeHours: 24,
      bookingPolicy: null,
    });
  });

  it("answers the stored duration and zone", async () => {
    const pro = await makeProfessional(t.db, { profile: { timeZone: "America/Manaus" } });
    await t.db
      .update(agendaSettings)
      .set({ serviceDuration: 50 })
      .where(eq(agendaSettings.professionalId, pro.id));
    const admin = await signInAs(t.app, await makeAdmin(t.db));
    const res = await admin.request({ url: `/api/agenda/settings/${pro.id}` });
    expect(res.json()).toEqual({
      serviceDuration: 50,
      timeZone: "America/Manaus",
      cancellationNoticeHours: 24,
      bookingPolicy: null,
    });
  });
});

describe("GET /api/agenda/blocked/range", () => {
  let pro: Awaited<ReturnType<typeof makeProfessional>>;
  beforeAll(async () => {
    pro = await makeProfessional(t.db);
    await t.db.insert(blockedSlots).values([
      {
        professionalId: pro.id,
        date: "2030-04-02",
        startTime: "10:00",
        endTime: "11:00",
        reason: "Médico",
      },
      {
        professionalId: pro.id,
        date: "2030-04-01",
        startTime: "09:00",
        endTime: "10:00",
        reason: null,
      },
      {
        professionalId: pro.id,
        date: "2030-04-08",
        startTime: "09:00",
        endTime: "10:00",
        reason: "Fora",
      },
    ]);
  });
  const range = (caller: Caller, query: string) =>
    caller.request({ url: `/api/agenda/blocked/range?${query}` });

  it("gives the professional their own slots with reasons, in date order", async () => {
    const self = await signInAs(t.app, pro);
    const res = await range(self, "startDate=2030-04-01&endDate=2030-04-07");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        date: "2030-04-01",
        startTime: "09:00",
        endTime: "10:00",
        reason: null,
      },
      {
        id: expect.any(String),
        date: "2030-04-02",
        startTime: "10:00",
        endTime: "11:00",
        reason: "Médico",
      },
    ]);
  });

  it("gives a client the times without the reason", async () => {
    const res = await range(
      client,
      `startDate=2030-04-01&endDate=2030-04-30&professionalId=${pro.id}`,
    );
    expect(
      res.json().map((s: { date: string; reason: string | null }) => [s.date, s.reason]),
    ).toEqual([
      ["2030-04-01", null],
      ["2030-04-02", null],
      ["2030-04-08", null],
    ]);
  });

  it.each([
    ["startDate=2030-04-01&endDate=2030-04-07", "Informe o profissional"],
    ["endDate=2030-04-07&professionalId=PRO", "Informe a data inicial"],
    [
      "startDate=2030-04-07&endDate=2030-04-01&professionalId=PRO",
      "A data final deve ser igual ou posterior à data inicial",
    ],
    [
      "startDate=2030-01-01&endDate=2030-03-04&professionalId=PRO",
      "O intervalo deve ter no máximo 62 dias",
    ],
    [
      "startDate=01/04/2030&endDate=2030-04-07&professionalId=PRO",
      "Data deve estar no formato AAAA-MM-DD",
    ],
  ])("answers 400 to %s", async (query, message) => {
    const res = await range(client, query.replace("PRO", pro.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("accepts exactly 62 days", async () => {
    const res = await range(
      client,
      `startDate=2030-03-01&endDate=2030-05-01&professionalId=${pro.id}`,
    );
    expect(res.statusCode).toBe(200);
  });

  it("answers 404 for a professional the client may not see", async () => {
    const pending = await makeProfessional(t.db, { verified: false });
    const res = await range(
      client,
      `startDate=2030-04-01&endDate=2030-04-07&professionalId=${pending.id}`,
    );
    expect(res.statusCode).toBe(404);
  });
});
