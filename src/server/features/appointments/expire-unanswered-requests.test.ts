import { appointments } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeAppointment, makeClient, makeProfessional, nextWeekday } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expireUnansweredRequests } from "./expire-unanswered-requests";

const t = setupTestApp();
const HOUR = 3_600_000;
let clientId: string;
beforeAll(async () => {
  clientId = (await makeClient(t.db)).id;
});

const statusOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status;

/** A fresh professional with one request next week, asked at `createdAt`. */
async function requestNextWeek(createdAt: Date, status: "pending" | "approved" = "pending") {
  const professionalId = (await makeProfessional(t.db)).id;
  return makeAppointment(t.db, {
    clientId,
    professionalId,
    date: nextWeekday(1),
    startTime: "10:00",
    endTime: "11:00",
    status,
    createdAt,
  });
}

describe("expireUnansweredRequests (decision 0080)", () => {
  it("expires a request after 48 hours of waiting, not a minute before", async () => {
    const asked = testNow();
    const a = await requestNextWeek(asked);
    const scope = { professionalId: a.professionalId };
    const almost = new Date(asked.getTime() + 48 * HOUR - 60_000);
    expect(await expireUnansweredRequests(t.db, scope, almost)).toBe(0);
    expect(await statusOf(a.id)).toBe("pending");
    expect(await expireUnansweredRequests(t.db, scope, new Date(asked.getTime() + 48 * HOUR))).toBe(
      1,
    );
    expect(await statusOf(a.id)).toBe("auto_rejected");
  });

  it("expires a young request whose start has passed", async () => {
    const professionalId = (await makeProfessional(t.db)).id;
    const a = await makeAppointment(t.db, { clientId, professionalId, startedMinutesAgo: 5 });
    expect(await expireUnansweredRequests(t.db, { professionalId }, testNow())).toBe(1);
    expect(await statusOf(a.id)).toBe("auto_rejected");
  });

  it("leaves answered appointments and other people's requests alone", async () => {
    const old = new Date(testNow().getTime() - 72 * HOUR);
    const approved = await requestNextWeek(old, "approved");
    const elsewhere = await requestNextWeek(old);
    const mine = await requestNextWeek(old);
    expect(
      await expireUnansweredRequests(t.db, { professionalId: mine.professionalId }, testNow()),
    ).toBe(1);
    expect(await statusOf(mine.id)).toBe("auto_rejected");
    expect(await statusOf(elsewhere.id)).toBe("pending");
    expect(await statusOf(approved.id)).toBe("approved");
    expect(
      await expireUnansweredRequests(t.db, { professionalId: approved.professionalId }, testNow()),
    ).toBe(0);
  });

  it("scopes by client too, and the unscoped run (the job) takes the rest", async () => {
    const old = new Date(testNow().getTime() - 72 * HOUR);
    const a = await requestNextWeek(old);
    const stranger = (await makeClient(t.db)).id;
    expect(await expireUnansweredRequests(t.db, { clientId: stranger }, testNow())).toBe(0);
    expect(await expireUnansweredRequests(t.db, { clientId }, testNow())).toBeGreaterThanOrEqual(1);
    expect(await statusOf(a.id)).toBe("auto_rejected");
    await requestNextWeek(old);
    expect(await expireUnansweredRequests(t.db, {}, testNow())).toBeGreaterThanOrEqual(1);
    expect(await expireUnansweredRequests(t.db, {}, testNow())).toBe(0);
  });
});
