import { blockedSlots } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let ana: Caller;
let bia: Caller;
beforeAll(async () => {
  ana = await signInAs(t.app, await makeClient(t.db));
  bia = await signInAs(t.app, await makeClient(t.db));
});

const book = (
  caller: Caller,
  professionalId: string,
  date: string,
  startTime: string,
  endTime: string,
) =>
  caller.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId,
      appointmentDate: date,
      startTime,
      endTime,
      status: "pending",
      serviceType: "online",
    },
  });
const TAKEN = "Este horário não está mais disponível. Escolha outro horário.";

describe("POST /api/appointments: conflicts", () => {
  it("gives a slot to the first request and 409 to the second", async () => {
    const pro = await makeProfessional(t.db);
    const date = nextWeekday(2);
    expect((await book(ana, pro.id, date, "09:00", "10:00")).statusCode).toBe(201);
    const second = await book(bia, pro.id, date, "09:00", "10:00");
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(TAKEN);
  });

  it("lets exactly one of two simultaneous requests for one slot through", async () => {
    const pro = await makeProfessional(t.db);
    const date = nextWeekday(3);
    const results = await Promise.all([
      book(ana, pro.id, date, "15:00", "16:00"),
      book(bia, pro.id, date, "15:00", "16:00"),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(TAKEN);
  });

  it("frees the slot again once the appointment is cancelled or rejected", async () => {
    const pro = await makeProfessional(t.db);
    const date = nextWeekday(4);
    for (const status of ["cancelled", "rejected", "auto_rejected"] as const) {
      await makeAppointment(t.db, {
        clientId: bia.userId,
        professionalId: pro.id,
        date,
        startTime: "10:00",
        endTime: "11:00",
        status,
      });
    }
    expect((await book(ana, pro.id, date, "10:00", "11:00")).statusCode).toBe(201);
  });

  it("refuses a slot overlapped by a live appointment of another length", async () => {
    const pro = await makeProfessional(t.db);
    const date = nextWeekday(5);
    await makeAppointment(t.db, {
      clientId: bia.userId,
      professionalId: pro.id,
      date,
      startTime: "10:30",
      endTime: "11:20",
      status: "approved",
    });
    expect((await book(ana, pro.id, date, "10:00", "11:00")).statusCode).toBe(409);
    expect((await book(ana, pro.id, date, "11:00", "12:00")).statusCode).toBe(409);
    expect((await book(ana, pro.id, date, "12:00", "13:00")).statusCode).toBe(201);
  });

  it("refuses a blocked slot", async () => {
    const pro = await makeProfessional(t.db);
    const date = nextWeekday(1, 2);
    await t.db.insert(blockedSlots).values({
      professionalId: pro.id,
      date,
      startTime: "09:00",
      endTime: "11:00",
      reason: "Curso",
    });
    const res = await book(ana, pro.id, date, "10:00", "11:00");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Este horário foi bloqueado pelo profissional. Escolha outro horário.",
    );
    expect(res.body).not.toContain("Curso");
    expect((await book(ana, pro.id, date, "11:00", "12:00")).statusCode).toBe(201);
  });
});
