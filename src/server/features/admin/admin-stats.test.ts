import { APPOINTMENT_STATUSES, type AppointmentStatus } from "@domain/constants";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import {
  makeAdmin,
  makeAppointment,
  makeClient,
  makeProfessional,
  makeUser,
  signInAs,
} from "@server/test/factories";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let admin: Caller;
beforeAll(async () => {
  admin = await signInAs(t.app, await makeAdmin(t.db));
});

const read = async (url: string) => {
  const res = await admin.request({ url });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const difference = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]));

describe("GET /api/admin/stats", () => {
  it("counts what was inserted: accounts by role, deleted ones left out, every appointment", async () => {
    const before = await read("/api/admin/stats");
    const client = await makeClient(t.db);
    await makeClient(t.db, { isBanned: true });
    await makeClient(t.db, { deletedAt: new Date() });
    const pro = await makeProfessional(t.db);
    await makeUser(t.db, null);
    await makeAdmin(t.db);
    await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      startedMinutesAgo: 60 * 24,
      status: "cancelled",
    });
    const after = await read("/api/admin/stats");
    expect(difference(after, before)).toEqual({
      totalUsers: 5,
      totalProfessionals: 1,
      totalClients: 2,
      totalAppointments: 1,
    });
  });
});

describe("GET /api/admin/appointments/stats", () => {
  it("counts pending, confirmed (approved + confirmed) and 'Não Respondido' apart", async () => {
    const before = await read("/api/admin/appointments/stats");
    const client = await makeClient(t.db);
    const pro = await makeProfessional(t.db);
    // One appointment of each status, and a second 'Não respondido'.
    const statuses: AppointmentStatus[] = [...APPOINTMENT_STATUSES, "auto_rejected"];
    for (const [i, status] of statuses.entries()) {
      await makeAppointment(t.db, {
        clientId: client.id,
        professionalId: pro.id,
        startedMinutesAgo: -(i + 1) * 24 * 60,
        status,
      });
    }
    const after = await read("/api/admin/appointments/stats");
    expect(difference(after, before)).toEqual({
      totalAppointments: statuses.length,
      pendingAppointments: 1,
      confirmedAppointments: 2,
      autoRejected: 2,
    });
  });
});
