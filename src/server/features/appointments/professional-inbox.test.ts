import { AUTO_REJECT_AFTER_HOURS } from "@domain/constants";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { describe, expect, it } from "vitest";

const t = setupTestApp();
const HOUR = 3_600_000;

describe("GET /api/professional/dashboard: the inbox (decision 0273)", () => {
  it("lists the requests waiting for an answer, the first to expire on top, with their expiry", async () => {
    const pro = await makeProfessional(t.db);
    const client = await makeClient(t.db);
    const ids = { clientId: client.id, professionalId: pro.id };
    const now = testNow().getTime();
    // Asked 40 hours ago, for a date weeks ahead: expires 8 hours from now.
    const older = await makeAppointment(t.db, {
      ...ids,
      date: nextWeekday(2, 3),
      startTime: "10:00",
      endTime: "11:00",
      createdAt: new Date(now - 40 * HOUR),
    });
    // Asked an hour ago, for a sooner date: expires 47 hours from now.
    const newer = await makeAppointment(t.db, {
      ...ids,
      date: nextWeekday(2, 2),
      startTime: "09:00",
      endTime: "10:00",
      createdAt: new Date(now - HOUR),
    });
    // Waited too long: already 'Não respondido', not in the inbox.
    await makeAppointment(t.db, {
      ...ids,
      date: nextWeekday(4, 2),
      startTime: "09:00",
      endTime: "10:00",
      createdAt: new Date(now - (AUTO_REJECT_AFTER_HOURS + 1) * HOUR),
    });
    await makeAppointment(t.db, { ...ids, startedMinutesAgo: -3000, status: "approved" });

    const res = await (await signInAs(t.app, pro)).request({ url: "/api/professional/dashboard" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pendingCount).toBe(2);
    expect(body.pendingRequests.map((a: { id: string }) => a.id)).toEqual([older.id, newer.id]);
    expect(Date.parse(body.pendingRequests[0].expiresAt)).toBe(now - 40 * HOUR + 48 * HOUR);
    expect(Date.parse(body.pendingRequests[1].expiresAt)).toBe(now - HOUR + 48 * HOUR);
    expect(body.nextAppointment).toMatchObject({ status: "approved" });
  });

  it("shows only the caller's own requests", async () => {
    const pro = await makeProfessional(t.db);
    const other = await makeProfessional(t.db);
    await makeAppointment(t.db, {
      clientId: (await makeClient(t.db)).id,
      professionalId: other.id,
      date: nextWeekday(2, 2),
      startTime: "09:00",
      endTime: "10:00",
    });
    const body = (
      await (await signInAs(t.app, pro)).request({ url: "/api/professional/dashboard" })
    ).json();
    expect(body).toMatchObject({ pendingRequests: [], pendingCount: 0 });
  });
});
