import { addDays } from "@domain/time";
import { agendaSettings, appointments, blockedSlots, notifications } from "@server/db/schema";
import { warnExpiringRequests } from "@server/features/appointments/warn-expiring-requests";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeClient, makeProfessional, nextWeekday, signInAs } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

// Decision 0261: the professional answers a series once, seeing and skipping conflicting dates.
const t = setupTestApp();
let ana: Caller;
// A client of their own per test: what they were told is about this test's series only.
beforeEach(async () => {
  ana = await signInAs(t.app, await makeClient(t.db));
});

interface Occurrence {
  id: string;
  appointmentDate: string;
  status: string;
  conflict: string | null;
}

/** A professional, signed in, with a weekly series of `count` from ana at 14:00. */
async function seriesOf(count: number, weekday = 2) {
  const user = await makeProfessional(t.db);
  const pro = await signInAs(t.app, user);
  const first = nextWeekday(weekday);
  const res = await ana.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId: user.id,
      appointmentDate: first,
      startTime: "14:00",
      endTime: "15:00",
      serviceType: "online",
      recurrence: { frequency: "weekly", count },
    },
  });
  expect(res.statusCode).toBe(201);
  return { pro, first, seriesId: res.json().seriesId as string };
}

const read = (pro: Caller, seriesId: string) =>
  pro.request({ method: "GET", url: `/api/agenda/series/${seriesId}` });
const answer = (pro: Caller, seriesId: string, payload: Record<string, unknown>) =>
  pro.request({ method: "PUT", url: `/api/agenda/series/${seriesId}/status`, payload });
const statusesOf = async (seriesId: string) =>
  (
    await t.db
      .select({ status: appointments.status, notice: appointments.cancellationNoticeHours })
      .from(appointments)
      .where(eq(appointments.seriesId, seriesId))
      .orderBy(appointments.appointmentDate)
  ).map((r) => `${r.status}:${r.notice}`);
const clientKinds = async () =>
  (
    await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.recipientId, ana.userId))
  ).map((n) => n.kind);

describe("a recurring series in the professional's agenda", () => {
  it("shows every date, marking one now blocked, then all once the agenda no longer offers the slot", async () => {
    const { pro, first, seriesId } = await seriesOf(4);
    await t.db.insert(blockedSlots).values({
      professionalId: pro.userId,
      date: addDays(first, 14),
      startTime: "14:00",
      endTime: "15:00",
    });
    const res = await read(pro, seriesId);
    expect(res.statusCode).toBe(200);
    expect(res.json().frequency).toBe("weekly");
    const conflicts = async () =>
      (await read(pro, seriesId))
        .json()
        .occurrences.map((o: Occurrence) => [o.appointmentDate, o.conflict]);
    expect(await conflicts()).toEqual([
      [first, null],
      [addDays(first, 7), null],
      [addDays(first, 14), "blocked"],
      [addDays(first, 21), null],
    ]);
    // 50-minute sessions from 09:00 make 14:00–14:50, no longer 14:00–15:00.
    await t.db
      .update(agendaSettings)
      .set({ serviceDuration: 50 })
      .where(eq(agendaSettings.professionalId, pro.userId));
    expect((await conflicts()).map(([, c]: [string, string]) => c)).toEqual([
      "outside_agenda",
      "outside_agenda",
      "blocked",
      "outside_agenda",
    ]);
  });

  it("approves the series skipping one date: the rest approved with the notice, the client told once", async () => {
    const { pro, seriesId } = await seriesOf(4, 3);
    const dates: Occurrence[] = (await read(pro, seriesId)).json().occurrences;
    const res = await answer(pro, seriesId, { status: "approved", skip: [dates[1]!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().occurrences.map((o: Occurrence) => o.status)).toEqual([
      "approved",
      "rejected",
      "approved",
      "approved",
    ]);
    expect(await statusesOf(seriesId)).toEqual([
      "approved:24",
      "rejected:null",
      "approved:24",
      "approved:24",
    ]);
    expect((await clientKinds()).filter((k) => k.startsWith("series_"))).toEqual([
      "series_approved",
    ]);
    const again = await answer(pro, seriesId, { status: "rejected" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Nenhuma sessão desta série aguarda resposta.");
  });

  it("refuses to approve a blocked date unless it is skipped, changing nothing", async () => {
    const { pro, first, seriesId } = await seriesOf(3, 4);
    await t.db.insert(blockedSlots).values({
      professionalId: pro.userId,
      date: addDays(first, 7),
      startTime: "14:00",
      endTime: "15:00",
    });
    const res = await answer(pro, seriesId, { status: "approved" });
    expect(res.statusCode).toBe(409);
    expect(await statusesOf(seriesId)).toEqual(["pending:null", "pending:null", "pending:null"]);
    const blocked = (await read(pro, seriesId)).json().occurrences[1] as Occurrence;
    const ok = await answer(pro, seriesId, { status: "approved", skip: [blocked.id] });
    expect(ok.statusCode).toBe(200);
    expect(await statusesOf(seriesId)).toEqual(["approved:24", "rejected:null", "approved:24"]);
  });

  it("rejects the whole series with a reason the client reads", async () => {
    const { pro, seriesId } = await seriesOf(2, 5);
    const res = await answer(pro, seriesId, { status: "rejected", reason: "Agenda cheia" });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(appointments).where(eq(appointments.seriesId, seriesId));
    expect(rows.map((r) => [r.status, r.rejectionReason])).toEqual([
      ["rejected", "Agenda cheia"],
      ["rejected", "Agenda cheia"],
    ]);
    const listed = (await ana.request({ method: "GET", url: "/api/appointments/client" })).json();
    expect(
      listed
        .filter((a: { seriesId: string }) => a.seriesId === seriesId)
        .map((a: { rejectionReason: string }) => a.rejectionReason),
    ).toEqual(["Agenda cheia", "Agenda cheia"]);
  });

  it("is 404 for another professional's series, 400 for a skip from elsewhere, and changes nothing", async () => {
    const { pro, seriesId } = await seriesOf(2, 1);
    const other = await signInAs(t.app, await makeProfessional(t.db));
    expect((await read(other, seriesId)).statusCode).toBe(404);
    const stolen = await answer(other, seriesId, { status: "approved" });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe("Série não encontrada");
    const foreign = await answer(pro, seriesId, {
      status: "approved",
      skip: ["00000000-0000-4000-8000-000000000000"],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe("Só é possível pular sessões desta série.");
    const bad = await answer(pro, seriesId, { status: "confirmed" });
    expect(bad.statusCode).toBe(400);
    expect(await statusesOf(seriesId)).toEqual(["pending:null", "pending:null"]);
  });

  it("warns the professional once, not once per date, 12 hours before the series expires", async () => {
    const { pro } = await seriesOf(4, 1);
    await warnExpiringRequests(t.db, new Date(testNow().getTime() + 37 * 3_600_000));
    const warnings = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.recipientId, pro.userId));
    expect(warnings.map((n) => n.kind).sort()).toEqual(["request_expiring", "series_requested"]);
  });

  it("leaves nothing to answer once the series went unanswered for 48 hours (decision 0080)", async () => {
    const { pro, seriesId } = await seriesOf(3, 2);
    await t.db
      .update(appointments)
      .set({ createdAt: new Date(testNow().getTime() - 49 * 3_600_000) })
      .where(eq(appointments.seriesId, seriesId));
    const res = await answer(pro, seriesId, { status: "approved" });
    expect(res.statusCode).toBe(409);
    const occurrences: Occurrence[] = (await read(pro, seriesId)).json().occurrences;
    expect(occurrences.map((o) => o.status)).toEqual([
      "auto_rejected",
      "auto_rejected",
      "auto_rejected",
    ]);
    // The client hears of the three expired dates once.
    expect((await clientKinds()).filter((k) => k === "series_expired")).toEqual(["series_expired"]);
  });
});
