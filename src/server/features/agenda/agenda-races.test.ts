import { LIVE_STATUSES } from "@domain/constants";
import { appointments, blockedSlots } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { and, eq, inArray, lt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

// Real races need PostgreSQL (TEST_DATABASE_URL): PGlite runs one statement or transaction at
// a time, so there these tests check the same outcomes with the calls serialised.
const t = setupTestApp();
let client: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
});

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe("answering one request from many sides at once", () => {
  it("lets exactly one of 20 concurrent approve / reject / cancel calls win", async () => {
    const pro = await signInAs(t.app, await makeProfessional(t.db));
    const request = await makeAppointment(t.db, {
      clientId: client.userId,
      professionalId: pro.userId,
      date: nextWeekday(2),
      startTime: "10:00",
      endTime: "11:00",
    });
    const url = `/api/agenda/appointments/${request.id}/status`;
    const calls = Array.from({ length: 20 }, (_, i) => {
      if (i % 3 === 2) {
        return client.request({
          method: "PUT",
          url: `/api/appointments/${request.id}/status`,
          payload: { status: "cancelled" },
        });
      }
      const status = i % 3 === 0 ? "approved" : "rejected";
      return pro.request({ method: "PUT", url, payload: { status } });
    });
    const responses = await Promise.all(calls);
    // One answer wins the request. Since issue 17 an approved session may then be cancelled by
    // one of the client's cancels (decision 0250): never more than that.
    const winners = responses.filter((r) => r.statusCode === 200).map((r) => r.json().status);
    expect(statuses(responses).filter((c) => c !== 200)).toEqual(
      Array(20 - winners.length).fill(409),
    );
    expect([["approved"], ["rejected"], ["cancelled"], ["approved", "cancelled"]]).toContainEqual(
      [...winners].sort(),
    );
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, request.id));
    expect(row!.status).toBe(winners.includes("cancelled") ? "cancelled" : winners[0]);
  });
});

describe("overlapping live appointments", () => {
  it("can never exist, pending included: of 20 concurrent bookings of one slot one gets it", async () => {
    const pro = await makeProfessional(t.db);
    const date = nextWeekday(3);
    const bookings = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.request({
          method: "POST",
          url: "/api/appointments",
          payload: {
            professionalId: pro.id,
            appointmentDate: date,
            startTime: "14:00",
            endTime: "15:00",
            serviceType: "online",
          },
        }),
      ),
    );
    expect(statuses(bookings)).toEqual([201, ...Array(19).fill(409)]);
    // The exclusion constraint refuses a second overlapping request however it is written.
    await expect(
      makeAppointment(t.db, {
        clientId: client.userId,
        professionalId: pro.id,
        date,
        startTime: "14:30",
        endTime: "15:20",
      }),
    ).rejects.toThrow();
  });
});

describe("a block and a booking of the same slot at the same moment", () => {
  it("never both succeed, and no live appointment ever overlaps a blocked range", async () => {
    const pro = await signInAs(t.app, await makeProfessional(t.db));
    for (let round = 0; round < 10; round++) {
      const date = nextWeekday(1 + (round % 5), 2 + Math.floor(round / 5));
      const [blocking, booking] = await Promise.all([
        pro.request({
          method: "POST",
          url: "/api/agenda/blocked",
          payload: { date, startTime: "10:00", endTime: "11:00" },
        }),
        client.request({
          method: "POST",
          url: "/api/appointments",
          payload: {
            professionalId: pro.userId,
            appointmentDate: date,
            startTime: "10:00",
            endTime: "11:00",
            serviceType: "online",
          },
        }),
      ]);
      expect(statuses([blocking, booking])).toEqual([201, 409]);
    }
    const overlapping = await t.db
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(
        blockedSlots,
        and(
          eq(blockedSlots.professionalId, appointments.professionalId),
          eq(blockedSlots.date, appointments.appointmentDate),
          lt(blockedSlots.startTime, appointments.endTime),
          lt(appointments.startTime, blockedSlots.endTime),
        ),
      )
      .where(
        and(
          eq(appointments.professionalId, pro.userId),
          inArray(appointments.status, [...LIVE_STATUSES]),
        ),
      );
    expect(overlapping).toEqual([]);
  });
});
