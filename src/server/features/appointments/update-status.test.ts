import { addDays } from "@domain/time";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import {
  type AppointmentOptions,
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
  today,
} from "@server/test/factories";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let client: Caller;
let pro: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
  pro = await signInAs(t.app, await makeProfessional(t.db, { weekdays: [] }));
});

let hour = 0;
/** Each appointment at its own hour, so none overlap. */
const appointment = (overrides: Partial<AppointmentOptions> = {}) => {
  hour = (hour + 1) % 23;
  const start = `${String(hour).padStart(2, "0")}:00`;
  const end = `${String(hour + 1).padStart(2, "0")}:00`;
  return makeAppointment(t.db, {
    clientId: client.userId,
    professionalId: pro.userId,
    date: nextWeekday(1),
    startTime: start,
    endTime: end,
    ...overrides,
  });
};
const setStatus = (caller: Caller, id: string, status: string) =>
  caller.request({ method: "PUT", url: `/api/appointments/${id}/status`, payload: { status } });

describe("PUT /api/appointments/:id/status by the client", () => {
  it("cancels their own pending appointment that has not started", async () => {
    const a = await appointment();
    const res = await setStatus(client, a.id, "cancelled");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, status: "cancelled" });
  });

  it("answers 404 for another client's appointment", async () => {
    const other = await makeClient(t.db);
    const a = await appointment({ clientId: other.id });
    const res = await setStatus(client, a.id, "cancelled");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Agendamento não encontrado");
  });

  it("answers 403 to any status but cancelled", async () => {
    const a = await appointment();
    for (const status of ["confirmed", "approved", "pending"]) {
      const res = await setStatus(client, a.id, status);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Você só pode cancelar os seus agendamentos.");
    }
  });

  it("answers 409 when the appointment is closed (an approved session is cancellable, issue 17)", async () => {
    for (const status of ["rejected", "cancelled", "auto_rejected", "no_show"] as const) {
      const a = await appointment({ status });
      const res = await setStatus(client, a.id, "cancelled");
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("Não é possível alterar este agendamento.");
    }
  });

  it("answers 409 once the appointment has started: it is 'Não respondido' (decision 0080)", async () => {
    const a = await appointment({ date: addDays(today(), -1) });
    const res = await setStatus(client, a.id, "cancelled");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Não é possível alterar este agendamento.");
    const after = await client.request({ url: "/api/appointments/client" });
    expect(after.json().find((x: { id: string }) => x.id === a.id).status).toBe("auto_rejected");
  });
});

describe("PUT /api/appointments/:id/status by the professional", () => {
  it("confirms or cancels their own pending requests", async () => {
    const first = await appointment();
    const second = await appointment();
    expect((await setStatus(pro, first.id, "confirmed")).json().status).toBe("confirmed");
    expect((await setStatus(pro, second.id, "cancelled")).json().status).toBe("cancelled");
  });

  it("answers 409 to other moves and to appointments no longer pending", async () => {
    const a = await appointment();
    for (const status of ["approved", "rejected", "auto_rejected", "pending"]) {
      const res = await setStatus(pro, a.id, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("Não é possível alterar este agendamento.");
    }
    // An approved or confirmed session is cancelled since issue 17 (cancel-session.test.ts);
    // a closed one is not.
    const done = await appointment({ status: "rejected" });
    expect((await setStatus(pro, done.id, "cancelled")).statusCode).toBe(409);
  });

  it("answers 409 to a request that started unanswered: it is 'Não respondido'", async () => {
    const missed = await appointment({ date: addDays(today(), -1) });
    expect((await setStatus(pro, missed.id, "confirmed")).statusCode).toBe(409);
  });

  it("answers 404 for another professional's appointment", async () => {
    const stranger = await signInAs(t.app, await makeProfessional(t.db));
    const a = await appointment();
    expect((await setStatus(stranger, a.id, "confirmed")).statusCode).toBe(404);
  });

  it("answers 400 to a status that does not exist", async () => {
    const a = await appointment();
    const res = await setStatus(pro, a.id, "finished");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Status inválido");
  });
});
