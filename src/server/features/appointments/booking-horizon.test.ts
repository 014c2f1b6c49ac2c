import { addDays, nowInZone } from "@domain/time";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, signInAs, today } from "@server/test/factories";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const FAR_YEAR = "Informe uma data entre 1900 e 2200";

let client: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
});

const book = (professionalId: string, appointmentDate: string) =>
  client.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId,
      appointmentDate,
      startTime: "10:00",
      endTime: "11:00",
      status: "pending",
      serviceType: "online",
    },
  });

describe("booking horizon: 180 days (decision 0140)", () => {
  it("books on day 180 and refuses day 181 in Portuguese", async () => {
    const pro = await makeProfessional(t.db, { weekdays: EVERY_DAY });
    expect((await book(pro.id, addDays(today(), 180))).statusCode).toBe(201);
    const late = await book(pro.id, addDays(today(), 181));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("Só é possível agendar até 180 dias à frente.");
  });

  it("refuses a year the database can't hold, instead of a 500 later", async () => {
    const pro = await makeProfessional(t.db, { weekdays: EVERY_DAY });
    const res = await book(pro.id, "9999-12-29");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FAR_YEAR);
  });

  it("answers the week of 9999-12-26 with a 400 and a far but valid week with an empty list", async () => {
    const pro = await makeProfessional(t.db, { weekdays: EVERY_DAY });
    const far = await client.request({
      url: `/api/appointments/professional/week?weekStart=9999-12-26&professionalId=${pro.id}`,
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(FAR_YEAR);
    const last = await client.request({
      url: `/api/appointments/professional/week?weekStart=2200-12-28&professionalId=${pro.id}`,
    });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual([]);
  });

  it("lets a professional block time up to day 180, not after", async () => {
    const pro = await signInAs(t.app, await makeProfessional(t.db, { weekdays: EVERY_DAY }));
    const block = (date: string) =>
      pro.request({
        method: "POST",
        url: "/api/agenda/blocked",
        payload: { date, startTime: "10:00", endTime: "11:00" },
      });
    expect((await block(addDays(today(), 180))).statusCode).toBe(201);
    const late = await block(addDays(today(), 181));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("Só é possível bloquear horários até 180 dias à frente.");
  });
});

// 22:30 in São Paulo is already tomorrow in UTC: the horizon counts from São Paulo's date.
// The app's clock stands still at that moment, whatever hour the suite runs at.
const lateEvening = new Date(`${today()}T22:30:00-03:00`);
const evening = setupTestApp({ clock: () => lateEvening });

describe("booking horizon at 22:30 in São Paulo (already tomorrow in UTC)", () => {
  it("counts the 180 days from São Paulo's date, for bookings and blocks", async () => {
    const day = nowInZone("America/Sao_Paulo", lateEvening).date;
    const pro = await makeProfessional(evening.db, { weekdays: EVERY_DAY });
    const asClient = await signInAs(evening.app, await makeClient(evening.db));
    const bookOn = (appointmentDate: string) =>
      asClient.request({
        method: "POST",
        url: "/api/appointments",
        payload: {
          professionalId: pro.id,
          appointmentDate,
          startTime: "10:00",
          endTime: "11:00",
          serviceType: "online",
        },
      });
    expect((await bookOn(addDays(day, 180))).statusCode).toBe(201);
    expect((await bookOn(addDays(day, 181))).statusCode).toBe(400);
    const asPro = await signInAs(evening.app, pro);
    const block = (date: string) =>
      asPro.request({
        method: "POST",
        url: "/api/agenda/blocked",
        payload: { date, startTime: "12:00", endTime: "13:00" },
      });
    expect((await block(addDays(day, 180))).statusCode).toBe(201);
    expect((await block(addDays(day, 181))).statusCode).toBe(400);
  });
});
