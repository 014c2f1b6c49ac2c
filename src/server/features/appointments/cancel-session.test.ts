import { addDays } from "@domain/time";
import {
  appointmentSeries,
  appointments,
  emailOutbox,
  notifications,
  rescheduleProposals,
} from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import {
  type AppointmentOptions,
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

/** Issue 17 item 1: cancelling an approved session, with the notice frozen at approval. */
let frozenAt: Date | null = null;
const t = setupTestApp({ clock: () => frozenAt ?? testNow() });
beforeEach(() => {
  frozenAt = null;
});

let client: Caller;
let pro: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db, { firstName: "Carla" }));
  pro = await signInAs(t.app, await makeProfessional(t.db, { user: { firstName: "Paulo" } }));
});

let made = 0;
/** An approved session of `pro` (unless told) at its own hour of a Wednesday ahead, notice 24 h. */
async function session(overrides: Partial<AppointmentOptions & { date: string }> = {}) {
  const n = made++;
  const hour = (n % 8) + 9;
  const pad = (h: number) => `${String(h).padStart(2, "0")}:00`;
  const row = await makeAppointment(t.db, {
    clientId: client.userId,
    professionalId: pro.userId,
    date: nextWeekday(3, 1 + Math.floor(n / 8)),
    startTime: pad(hour),
    endTime: pad(hour + 1),
    status: "approved",
    ...overrides,
  });
  const [withNotice] = await t.db
    .update(appointments)
    .set({ cancellationNoticeHours: 24 })
    .where(eq(appointments.id, row.id))
    .returning();
  return withNotice!;
}

const cancel = (caller: Caller, id: string, extra: object = {}) =>
  caller.request({
    method: "PUT",
    url: `/api/appointments/${id}/status`,
    payload: { status: "cancelled", ...extra },
  });
const rowOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const hoursBefore = (instant: Date, hours: number) =>
  new Date(instant.getTime() - hours * 3_600_000);

describe("the cancellation notice setting", () => {
  it("defaults to 24 h, takes 0, 12, 24 or 48 alone, and keeps the duration", async () => {
    const own = await signInAs(t.app, await makeProfessional(t.db));
    const read = () => own.request({ url: `/api/agenda/settings/${own.userId}` });
    expect((await read()).json()).toMatchObject({
      serviceDuration: 60,
      cancellationNoticeHours: 24,
    });
    const save = (payload: object) =>
      own.request({ method: "POST", url: "/api/agenda/settings", payload });
    await save({ serviceDuration: 50 });
    const saved = await save({ cancellationNoticeHours: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ serviceDuration: 50, cancellationNoticeHours: 0 });
    const bad = await save({ cancellationNoticeHours: 36 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      "A antecedência mínima deve ser de 0 (sem antecedência), 12, 24 ou 48 horas",
    );
    expect((await save({})).statusCode).toBe(400);
    expect((await read()).json()).toMatchObject({
      serviceDuration: 50,
      cancellationNoticeHours: 0,
    });
  });

  it("is frozen into the session when it is approved: a later change does not move it", async () => {
    const own = await signInAs(t.app, await makeProfessional(t.db));
    const setNotice = (hours: number) =>
      own.request({
        method: "POST",
        url: "/api/agenda/settings",
        payload: { cancellationNoticeHours: hours },
      });
    await setNotice(12);
    const base = { clientId: client.userId, professionalId: own.userId, date: nextWeekday(4) };
    const viaAgenda = await makeAppointment(t.db, {
      ...base,
      startTime: "10:00",
      endTime: "11:00",
    });
    const viaList = await makeAppointment(t.db, { ...base, startTime: "12:00", endTime: "13:00" });
    const approved = await own.request({
      method: "PUT",
      url: `/api/agenda/appointments/${viaAgenda.id}/status`,
      payload: { status: "approved" },
    });
    expect(approved.json().cancellationNoticeHours).toBe(12);
    await setNotice(48);
    const confirmed = await own.request({
      method: "PUT",
      url: `/api/appointments/${viaList.id}/status`,
      payload: { status: "confirmed" },
    });
    expect(confirmed.json().cancellationNoticeHours).toBe(48);
    expect((await rowOf(viaAgenda.id)).cancellationNoticeHours).toBe(12);
  });
});

describe("cancelling an approved session", () => {
  it("by the client, with a reason the professional sees; the slot is free at once", async () => {
    const s = await session();
    const res = await cancel(client, s.id, { reason: "  Viagem de trabalho  " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "cancelled",
      cancelledBy: "client",
      cancellationReason: "Viagem de trabalho",
      lateCancellation: false,
    });
    const seen = await pro.request({
      url: `/api/agenda/appointments?startDate=${s.appointmentDate}&endDate=${s.appointmentDate}`,
    });
    expect(seen.json().find((a: { id: string }) => a.id === s.id)).toMatchObject({
      cancellationReason: "Viagem de trabalho",
    });
    expect((await rowOf(s.id)).cancelledAt).not.toBeNull();
    // The same time can be booked again (by a client of their own: Carla's caps depend on the
    // order the other tests ran in).
    const someoneElse = await signInAs(t.app, await makeClient(t.db));
    const rebook = await someoneElse.request({
      method: "POST",
      url: "/api/appointments",
      payload: {
        professionalId: pro.userId,
        appointmentDate: s.appointmentDate,
        startTime: s.startTime.slice(0, 5),
        endTime: s.endTime.slice(0, 5),
        serviceType: "online",
      },
    });
    expect(rebook.statusCode).toBe(201);
  });

  it("tells the professional, naming no reason in the e-mail", async () => {
    const s = await session();
    await cancel(client, s.id, { reason: "Motivo muito pessoal" });
    const [outbox] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `booking_cancelled:${s.id}`));
    expect(outbox?.recipientId).toBe(pro.userId);
    expect(JSON.stringify(outbox?.params)).not.toContain("Motivo muito pessoal");
    expect(outbox?.params).toMatchObject({ reasonGiven: "sim", wasBooked: "sim" });
  });

  it("by the professional from the agenda route, with a reason the client sees", async () => {
    const s = await session();
    const res = await pro.request({
      method: "PUT",
      url: `/api/agenda/appointments/${s.id}/status`,
      payload: { status: "cancelled", reason: "Imprevisto de saúde" },
    });
    expect(res.statusCode).toBe(200);
    const mine = await client.request({ url: "/api/appointments/client" });
    expect(mine.json().find((a: { id: string }) => a.id === s.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "professional",
      cancellationReason: "Imprevisto de saúde",
    });
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, client.userId),
          eq(notifications.kind, "booking_cancelled"),
        ),
      );
    expect(told).toBeDefined();
  });

  it("inside the notice is allowed but recorded as late; outside it is not", async () => {
    const late = await session();
    frozenAt = hoursBefore(late.startsAt, 23);
    expect((await cancel(client, late.id)).json()).toMatchObject({
      status: "cancelled",
      lateCancellation: true,
    });
    const onTime = await session();
    frozenAt = hoursBefore(onTime.startsAt, 25);
    expect((await cancel(pro, onTime.id)).json().lateCancellation).toBe(false);
  });

  it("is never late with no notice (0), nor for a session approved before notices", async () => {
    const none = await session();
    await t.db
      .update(appointments)
      .set({ cancellationNoticeHours: 0 })
      .where(eq(appointments.id, none.id));
    frozenAt = hoursBefore(none.startsAt, 0.1);
    expect((await cancel(client, none.id)).json().lateCancellation).toBe(false);
    const older = await session();
    await t.db
      .update(appointments)
      .set({ cancellationNoticeHours: null })
      .where(eq(appointments.id, older.id));
    frozenAt = hoursBefore(older.startsAt, 1);
    expect((await cancel(client, older.id)).json().lateCancellation).toBe(false);
  });

  it("is refused once the session has started (409), and nothing changes", async () => {
    const s = await session();
    frozenAt = new Date(s.startsAt.getTime() + 60_000);
    const res = await cancel(client, s.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Esta sessão já começou e não pode mais ser cancelada nem remarcada.",
    );
    expect((await rowOf(s.id)).status).toBe("approved");
  });

  it("answers 404 for someone else's session and 400 for a reason over 500 characters", async () => {
    const s = await session();
    const stranger = await signInAs(t.app, await makeClient(t.db));
    const otherPro = await signInAs(t.app, await makeProfessional(t.db));
    expect((await cancel(stranger, s.id)).statusCode).toBe(404);
    const viaAgenda = await otherPro.request({
      method: "PUT",
      url: `/api/agenda/appointments/${s.id}/status`,
      payload: { status: "cancelled" },
    });
    expect(viaAgenda.statusCode).toBe(404);
    const long = await cancel(client, s.id, { reason: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("O motivo deve ter no máximo 500 caracteres");
    expect((await rowOf(s.id)).status).toBe("approved");
  });

  it("withdraws a pending reschedule proposal of the session", async () => {
    const s = await session();
    const [proposal] = await t.db
      .insert(rescheduleProposals)
      .values({
        appointmentId: s.id,
        proposedBy: "professional",
        appointmentDate: addDays(s.appointmentDate, 1),
        startTime: "15:00",
        endTime: "16:00",
        startsAt: new Date(s.startsAt.getTime() + 86_400_000),
        endsAt: new Date(s.endsAt.getTime() + 86_400_000),
      })
      .returning();
    await cancel(client, s.id);
    const [after] = await t.db
      .select()
      .from(rescheduleProposals)
      .where(eq(rescheduleProposals.id, proposal!.id));
    expect(after?.status).toBe("withdrawn");
  });
});

describe("cancelling an occurrence of a series", () => {
  /** Three weekly approved Friday sessions from `weeksAhead` on. */
  async function series(weeksAhead: number) {
    const [row] = await t.db
      .insert(appointmentSeries)
      .values({
        clientId: client.userId,
        professionalId: pro.userId,
        frequency: "weekly",
        count: 3,
      })
      .returning();
    const first = nextWeekday(5, weeksAhead);
    const dates = [first, addDays(first, 7), addDays(first, 14)];
    const made = [];
    for (const date of dates) {
      const s = await session({ date, startTime: "17:00", endTime: "18:00" });
      await t.db.update(appointments).set({ seriesId: row!.id }).where(eq(appointments.id, s.id));
      made.push(s);
    }
    return made;
  }
  const statuses = async (ids: string[]) =>
    Promise.all(ids.map(async (id) => (await rowOf(id)).status));

  it("'Esta e as próximas' cancels this one and the later ones", async () => {
    const [a, b, c] = await series(1);
    const res = await cancel(client, b!.id, { scope: "following", reason: "Mudança" });
    expect(res.statusCode).toBe(200);
    expect(await statuses([a!.id, b!.id, c!.id])).toEqual(["approved", "cancelled", "cancelled"]);
    expect((await rowOf(c!.id)).cancellationReason).toBe("Mudança");
  });

  it("'Esta e as próximas' of a series still pending cancels the later requests too (issue 28)", async () => {
    const [a, b, c] = await series(7);
    await t.db
      .update(appointments)
      .set({ status: "pending", cancellationNoticeHours: null })
      .where(inArray(appointments.id, [a!.id, b!.id, c!.id]));
    const res = await cancel(client, b!.id, { scope: "following" });
    expect(res.statusCode).toBe(200);
    expect(await statuses([a!.id, b!.id, c!.id])).toEqual(["pending", "cancelled", "cancelled"]);
    // Nothing left for the professional to approve after the client let go of it.
    const approve = await pro.request({
      method: "PUT",
      url: `/api/agenda/appointments/${c!.id}/status`,
      payload: { status: "approved" },
    });
    expect(approve.statusCode).toBe(409);
    expect((await rowOf(c!.id)).lateCancellation).not.toBe(true);
  });

  it("'Só esta' leaves the others", async () => {
    const [a, b, c] = await series(4);
    await pro.request({
      method: "PUT",
      url: `/api/agenda/appointments/${a!.id}/status`,
      payload: { status: "cancelled", scope: "this" },
    });
    expect(await statuses([a!.id, b!.id, c!.id])).toEqual(["cancelled", "approved", "approved"]);
  });

  it("refuses an unknown scope (400)", async () => {
    const s = await session();
    const res = await cancel(client, s.id, { scope: "all" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Escolha: só esta sessão ou esta e as próximas.");
  });
});
