import { addDays } from "@domain/time";
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
let client: Caller;
let pro: Awaited<ReturnType<typeof makeProfessional>>;
const SUNDAY = nextWeekday(0);
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
  pro = await makeProfessional(t.db);
  const other = await makeClient(t.db, { firstName: "Outra" });
  const base = {
    clientId: other.id,
    professionalId: pro.id,
    startTime: "09:00",
    endTime: "10:00",
    notes: "Nota particular",
  };
  await makeAppointment(t.db, { ...base, date: addDays(SUNDAY, 1), status: "approved" });
  await makeAppointment(t.db, { ...base, date: addDays(SUNDAY, 2), status: "pending" });
  await makeAppointment(t.db, {
    ...base,
    date: addDays(SUNDAY, 2),
    startTime: "10:00",
    endTime: "11:00",
    status: "cancelled",
  });
  await makeAppointment(t.db, { ...base, date: addDays(SUNDAY, 7), status: "confirmed" });
});
const week = (caller: Caller, query: string) =>
  caller.request({ url: `/api/appointments/professional/week?${query}` });

describe("GET /api/appointments/professional/week", () => {
  it("shows a client only the times and status of the week's live appointments", async () => {
    const res = await week(client, `weekStart=${SUNDAY}&professionalId=${pro.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        appointmentDate: addDays(SUNDAY, 1),
        startTime: "09:00",
        endTime: "10:00",
        status: "approved",
      },
      {
        id: expect.any(String),
        appointmentDate: addDays(SUNDAY, 2),
        startTime: "09:00",
        endTime: "10:00",
        status: "pending",
      },
    ]);
    expect(res.body).not.toMatch(/Outra|Nota particular/);
  });

  it("gives the professional their whole week in full, by default their own", async () => {
    const self = await signInAs(t.app, pro);
    const res = await week(self, `weekStart=${SUNDAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
    expect(res.json()[0]).toMatchObject({
      client: { firstName: "Outra" },
      notes: "Nota particular",
    });
  });

  it.each([
    [
      () => `weekStart=${addDays(SUNDAY, 1)}&professionalId=${pro.id}`,
      "weekStart deve ser um domingo",
    ],
    [() => `weekStart=${SUNDAY}`, "Informe o profissional"],
    [() => `professionalId=${pro.id}`, "Informe o início da semana (weekStart)"],
  ])("answers 400 with a message (%#)", async (query, message) => {
    const res = await week(client, query());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers 404 for a professional the client may not see", async () => {
    const pending = await makeProfessional(t.db, { verified: false });
    const res = await week(client, `weekStart=${SUNDAY}&professionalId=${pending.id}`);
    expect(res.statusCode).toBe(404);
  });
});
