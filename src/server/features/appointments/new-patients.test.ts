import type { AppointmentStatus } from "@domain/constants";
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
let closedPro: string;
beforeAll(async () => {
  closedPro = (await makeProfessional(t.db, { profile: { availableForNewPatients: false } })).id;
});

const book = (caller: Caller, professionalId: string, startTime: string, endTime: string) =>
  caller.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId,
      appointmentDate: nextWeekday(3),
      startTime,
      endTime,
      serviceType: "online",
    },
  });
let daysBack = 0;
/** A client who has had an appointment with `closedPro` in `status`, on a past day of its own. */
async function clientWith(status: AppointmentStatus) {
  const client = await makeClient(t.db);
  daysBack += 1;
  await makeAppointment(t.db, {
    clientId: client.id,
    professionalId: closedPro,
    startedMinutesAgo: daysBack * 24 * 60,
    status,
  });
  return signInAs(t.app, client);
}

describe("availableForNewPatients off (decision 0083)", () => {
  it("refuses a client who never had an approved or confirmed appointment (403)", async () => {
    const stranger = await signInAs(t.app, await makeClient(t.db));
    const res = await book(stranger, closedPro, "09:00", "10:00");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      "Este profissional não está aceitando novos pacientes no momento.",
    );
    for (const status of ["pending", "rejected", "cancelled", "auto_rejected"] as const) {
      const tried = await clientWith(status);
      expect((await book(tried, closedPro, "09:00", "10:00")).statusCode).toBe(403);
    }
  });

  it("still lets existing clients book", async () => {
    const seen = await clientWith("confirmed");
    expect((await book(seen, closedPro, "10:00", "11:00")).statusCode).toBe(201);
    const accepted = await clientWith("approved");
    expect((await book(accepted, closedPro, "11:00", "12:00")).statusCode).toBe(201);
  });

  it("does not stop anyone when it is on (the default)", async () => {
    const open = await makeProfessional(t.db);
    const stranger = await signInAs(t.app, await makeClient(t.db));
    expect((await book(stranger, open.id, "09:00", "10:00")).statusCode).toBe(201);
  });
});
