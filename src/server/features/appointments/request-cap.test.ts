import { appointments } from "@server/db/schema";
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
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const WITH_PROFESSIONAL =
  "Você já tem 3 solicitações aguardando resposta deste profissional. Aguarde a resposta antes de pedir outro horário.";
const OVERALL =
  "Você já tem 10 solicitações aguardando resposta. Aguarde as respostas antes de pedir outros horários.";

const book = (caller: Caller, professionalId: string, hour: number, weekday = 2) =>
  caller.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId,
      appointmentDate: nextWeekday(weekday),
      startTime: `${String(hour).padStart(2, "0")}:00`,
      endTime: `${String(hour + 1).padStart(2, "0")}:00`,
      serviceType: "online",
    },
  });

const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

describe("live requests per client (decision 0141)", () => {
  it("allows 3 waiting requests with one professional, then 409; another professional is fine", async () => {
    const [pro, other] = [await makeProfessional(t.db), await makeProfessional(t.db)];
    const client = await signInAs(t.app, await makeClient(t.db));
    for (const hour of [9, 10, 11]) expect((await book(client, pro.id, hour)).statusCode).toBe(201);
    const fourth = await book(client, pro.id, 12);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(WITH_PROFESSIONAL);
    expect((await book(client, other.id, 12)).statusCode).toBe(201);
  });

  it("frees a place once the professional answers a request", async () => {
    const pro = await makeProfessional(t.db);
    const client = await signInAs(t.app, await makeClient(t.db));
    const first = await book(client, pro.id, 9);
    for (const hour of [10, 11]) await book(client, pro.id, hour);
    await t.db
      .update(appointments)
      .set({ status: "approved" })
      .where(eq(appointments.id, first.json().id));
    expect((await book(client, pro.id, 12)).statusCode).toBe(201);
  });

  it("allows 10 waiting requests overall, then 409", async () => {
    const client = await makeClient(t.db);
    const caller = await signInAs(t.app, client);
    for (let i = 0; i < 10; i++) {
      await makeAppointment(t.db, {
        clientId: client.id,
        professionalId: (await makeProfessional(t.db)).id,
        date: nextWeekday(3),
        startTime: "09:00",
        endTime: "10:00",
        status: "pending",
      });
    }
    const eleventh = await book(caller, (await makeProfessional(t.db)).id, 14);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(OVERALL);
  });

  it("holds under parallel requests: at most 3 with one professional, at most 10 overall", async () => {
    const client = await signInAs(t.app, await makeClient(t.db));
    const pro = await makeProfessional(t.db);
    const sameProfessional = await Promise.all(
      [9, 10, 11, 12, 13, 14, 15, 16].map((hour) => book(client, pro.id, hour, 4)),
    );
    expect(codes(sameProfessional).filter((c) => c === 201)).toHaveLength(3);
    expect(codes(sameProfessional).filter((c) => c === 409)).toHaveLength(5);

    const others = await Promise.all(Array.from({ length: 12 }, () => makeProfessional(t.db)));
    const overall = await Promise.all(others.map((p) => book(client, p.id, 9, 5)));
    expect(codes(overall).filter((c) => c === 201)).toHaveLength(7);
    expect(codes(overall).filter((c) => c === 409)).toHaveLength(5);
  });
});
