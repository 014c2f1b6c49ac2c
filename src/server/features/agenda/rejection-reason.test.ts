import { emailOutbox } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
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

async function request() {
  const client = await makeClient(t.db);
  const pro = await makeProfessional(t.db);
  const appointment = await makeAppointment(t.db, {
    clientId: client.id,
    professionalId: pro.id,
    date: nextWeekday(3),
    startTime: "10:00",
    endTime: "11:00",
  });
  return {
    appointment,
    asClient: await signInAs(t.app, client),
    asPro: await signInAs(t.app, pro),
  };
}

const answer = (caller: Caller, id: string, payload: object) =>
  caller.request({ method: "PUT", url: `/api/agenda/appointments/${id}/status`, payload });
const clientList = async (caller: Caller) =>
  (await caller.request({ url: "/api/appointments/client" })).json();

describe("PUT /api/agenda/appointments/:id/status with a rejection reason", () => {
  it("saves the reason, the client reads it, and the e-mail only says one was left", async () => {
    const r = await request();
    const reason = "Estarei em um congresso nesta semana; tente a próxima.";
    const res = await answer(r.asPro, r.appointment.id, { status: "rejected", reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "rejected", rejectionReason: reason });
    expect(await clientList(r.asClient)).toMatchObject([
      { id: r.appointment.id, status: "rejected", rejectionReason: reason },
    ]);
    const [outbox] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `booking_rejected:${r.appointment.id}`));
    expect(outbox!.params).toMatchObject({ reasonGiven: "sim" });
    expect(JSON.stringify(outbox!.params)).not.toContain("congresso");
  });

  it("is optional: without one the rejection carries none", async () => {
    const r = await request();
    const res = await answer(r.asPro, r.appointment.id, { status: "rejected" });
    expect(res.statusCode).toBe(200);
    expect(res.json().rejectionReason).toBeNull();
  });

  it.each([
    ["longer than 500 characters", "a".repeat(501), /^O motivo deve ter no máximo 500 caracteres$/],
    ["holding control characters", "Não posso\u0007 atender", /caracteres de controle/],
  ])(
    "refuses a reason %s with a 400 and leaves the request pending",
    async (_, reason, message) => {
      const r = await request();
      const res = await answer(r.asPro, r.appointment.id, { status: "rejected", reason });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(await clientList(r.asClient)).toMatchObject([
        { status: "pending", rejectionReason: null },
      ]);
    },
  );

  it("is not another professional's to give (404) and twice is 409", async () => {
    const r = await request();
    const stranger = await signInAs(t.app, await makeProfessional(t.db));
    const payload = { status: "rejected", reason: "Agenda cheia" };
    expect((await answer(stranger, r.appointment.id, payload)).statusCode).toBe(404);
    expect((await answer(r.asPro, r.appointment.id, payload)).statusCode).toBe(200);
    const again = await answer(r.asPro, r.appointment.id, { ...payload, reason: "Outro" });
    expect(again.statusCode).toBe(409);
    expect((await clientList(r.asClient))[0].rejectionReason).toBe("Agenda cheia");
  });
});
