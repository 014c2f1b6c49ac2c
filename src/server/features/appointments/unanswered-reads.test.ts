import { weekOf } from "@domain/agenda";
import { appointments } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

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
    createdAt: new Date(testNow().getTime() - 49 * 3_600_000),
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
    // The week that holds the request: a fresh one would show it, a stale one must not.
    const weekStart = weekOf(stale.appointmentDate).start;
    const week = await client.request({
      url: `/api/appointments/professional/week?weekStart=${weekStart}&professionalId=${stale.professionalId}`,
    });
    expect(week.statusCode).toBe(200);
    expect(week.json()).toEqual([]);
    // Reading the week expired it for good, not only hid it.
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, stale.id));
    expect(row!.status).toBe("auto_rejected");
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
