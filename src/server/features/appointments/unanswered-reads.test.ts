import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../../test/app";
import { setupTestApp } from "../../test/app";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "../../test/factories";

// Between two runs of the job, reads and the booking check apply the rule themselves.
const t = setupTestApp();
let client: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
});

/** A request made 49 hours ago for next Wednesday 10:00, to a new professional. */
async function staleRequest(clientId = client.userId) {
  const pro = await makeProfessional(t.db);
  return makeAppointment(t.db, {
    clientId,
    professionalId: pro.id,
    date: nextWeekday(3),
    startTime: "10:00",
    endTime: "11:00",
    createdAt: new Date(Date.now() - 49 * 3_600_000),
  });
}

describe("unanswered requests on read (decision 0080)", () => {
  it("show as 'auto_rejected' in the client's list", async () => {
    const stale = await staleRequest();
    const res = await client.request({ url: "/api/appointments/client" });
    expect(res.json().find((a: { id: string }) => a.id === stale.id).status).toBe("auto_rejected");
  });

  it("free their slot: the week view no longer has them and another client can book it", async () => {
    const other = await makeClient(t.db);
    const stale = await staleRequest(other.id);
    const weekStart = nextWeekday(0);
    const week = await client.request({
      url: `/api/appointments/professional/week?weekStart=${weekStart}&professionalId=${stale.professionalId}`,
    });
    expect(week.json()).toEqual([]);
    const res = await client.request({
      method: "POST",
      url: "/api/appointments",
      payload: {
        professionalId: stale.professionalId,
        appointmentDate: stale.appointmentDate,
        startTime: "10:00",
        endTime: "11:00",
        serviceType: "online",
      },
    });
    expect(res.statusCode).toBe(201);
  });

  it("can no longer be cancelled by the client (409)", async () => {
    const stale = await staleRequest();
    const res = await client.request({
      method: "PUT",
      url: `/api/appointments/${stale.id}/status`,
      payload: { status: "cancelled" },
    });
    expect(res.statusCode).toBe(409);
  });
});
