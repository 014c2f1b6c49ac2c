import { BOOKING_HORIZON_DAYS } from "@domain/constants";
import { APPOINTMENT_MESSAGES } from "@domain/contracts/appointments";
import { addDays } from "@domain/time";
import type { Db } from "@server/db/client";
import { appointments, emailOutbox, rescheduleProposals, users } from "@server/db/schema";
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
  today,
} from "@server/test/factories";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answerReschedule } from "./answer-reschedule";

/** Issue 17 item 2: proposing a new time for an approved session, and answering it. */
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
/**
 * An approved session of `pro` at 09:00 on its own Monday (the n-th call takes the n-th Monday
 * ahead), so each test moves it inside a week nobody else uses.
 */
async function session(overrides: Partial<AppointmentOptions> = {}) {
  const date = nextWeekday(1, 1 + made++);
  return makeAppointment(t.db, {
    clientId: client.userId,
    professionalId: pro.userId,
    date,
    startTime: "09:00",
    endTime: "10:00",
    status: "approved",
    ...overrides,
  });
}

const propose = (caller: Caller, id: string, payload: object) =>
  caller.request({ method: "POST", url: `/api/appointments/${id}/reschedule`, payload });
const answer = (caller: Caller, id: string, proposalId: string, status: string) =>
  caller.request({
    method: "PUT",
    url: `/api/appointments/${id}/reschedule/${proposalId}`,
    payload: { status },
  });
const rowOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const proposalOf = async (id: string) =>
  (await t.db.select().from(rescheduleProposals).where(eq(rescheduleProposals.id, id)))[0]!;
/**
 * `db`, with `meanwhile` run once just before its first transaction starts: what another request
 * commits after a change read its rows and before it takes the agenda lock.
 */
function interleaved(db: Db, meanwhile: () => Promise<void>): Db {
  let pending = true;
  return new Proxy(db, {
    get(target, key) {
      if (key !== "transaction") return Reflect.get(target, key, target);
      return async (...args: Parameters<Db["transaction"]>) => {
        if (pending) {
          pending = false;
          await meanwhile();
        }
        return target.transaction(...args);
      };
    },
  });
}

const slot = (date: string, start: string) => ({
  appointmentDate: date,
  startTime: start,
  endTime: `${String(Number(start.slice(0, 2)) + 1).padStart(2, "0")}:00`,
});

describe("POST /api/appointments/:id/reschedule", () => {
  it("creates a pending proposal the other side sees; the session stays where it is", async () => {
    const s = await session();
    const res = await propose(client, s.id, slot(s.appointmentDate, "14:00"));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      appointmentDate: s.appointmentDate,
      startTime: "09:00",
      pendingReschedule: { proposedBy: "client", startTime: "14:00", endTime: "15:00" },
    });
    const seen = await pro.request({
      url: `/api/agenda/appointments?startDate=${s.appointmentDate}&endDate=${s.appointmentDate}`,
    });
    expect(seen.json().find((a: { id: string }) => a.id === s.id).pendingReschedule).toMatchObject({
      proposedBy: "client",
      appointmentDate: s.appointmentDate,
    });
    const pid = res.json().pendingReschedule.id;
    const [told] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `reschedule_proposed:${pid}`));
    expect(told?.recipientId).toBe(pro.userId);
  });

  it("replaces a pending proposal: the older one is superseded and can no longer be accepted", async () => {
    const s = await session();
    const first = (await propose(client, s.id, slot(s.appointmentDate, "11:00"))).json();
    const second = (await propose(pro, s.id, slot(s.appointmentDate, "12:00"))).json();
    const oldId = first.pendingReschedule.id;
    expect(second.pendingReschedule.proposedBy).toBe("professional");
    expect((await proposalOf(oldId)).status).toBe("superseded");
    const late = await answer(pro, s.id, oldId, "accepted");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Esta proposta de remarcação não está mais pendente.");
    expect((await rowOf(s.id)).startTime).toBe("09:00:00");
  });

  it("refuses bad times with a Portuguese 4xx and changes nothing", async () => {
    const s = await session();
    const cases: [object, number, string][] = [
      [
        slot(addDays(today(), -1), "10:00"),
        400,
        "Não é possível remarcar para uma data ou horário que já passou.",
      ],
      [
        slot(addDays(today(), BOOKING_HORIZON_DAYS + 7), "10:00"),
        400,
        "Só é possível remarcar até 180 dias à frente.",
      ],
      [{ appointmentDate: "2027-02-30", startTime: "10:00", endTime: "11:00" }, 400, ""],
      [
        slot(s.appointmentDate, "07:00"),
        400,
        "Este horário não está disponível na agenda do profissional.",
      ],
      [slot(s.appointmentDate, "09:00"), 400, "Escolha um horário diferente do atual."],
      [
        { ...slot(s.appointmentDate, "11:00"), endTime: "10:00" },
        400,
        "O horário de término deve ser posterior ao de início.",
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await propose(client, s.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    const taken = await makeAppointment(t.db, {
      clientId: client.userId,
      professionalId: pro.userId,
      date: s.appointmentDate,
      startTime: "15:00",
      endTime: "16:00",
    });
    const clash = await propose(client, s.id, slot(s.appointmentDate, "15:00"));
    expect(clash.statusCode).toBe(409);
    expect(taken.status).toBe("pending");
    expect((await rowOf(s.id)).startTime).toBe("09:00:00");
    expect(
      (await client.request({ url: "/api/appointments/client" }))
        .json()
        .find((a: { id: string }) => a.id === s.id).pendingReschedule,
    ).toBeNull();
  });

  it("is only for the two sides of an approved session that has not started", async () => {
    const s = await session();
    const stranger = await signInAs(t.app, await makeClient(t.db));
    const otherPro = await signInAs(t.app, await makeProfessional(t.db));
    const to = slot(s.appointmentDate, "13:00");
    expect((await propose(stranger, s.id, to)).statusCode).toBe(404);
    expect((await propose(otherPro, s.id, to)).statusCode).toBe(404);
    const pending = await session({ status: "pending" });
    const refused = await propose(client, pending.id, slot(pending.appointmentDate, "13:00"));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Só é possível remarcar uma sessão confirmada.");
    frozenAt = new Date(s.startsAt.getTime() + 60_000);
    const started = await propose(client, s.id, slot(addDays(s.appointmentDate, 1), "13:00"));
    expect(started.statusCode).toBe(409);
  });
});

describe("PUT /api/appointments/:id/reschedule/:proposalId", () => {
  it("accepted by the other side moves the session and frees the old time", async () => {
    const s = await session();
    const proposed = (await propose(client, s.id, slot(s.appointmentDate, "14:00"))).json();
    const pid = proposed.pendingReschedule.id;
    const res = await answer(pro, s.id, pid, "accepted");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "approved",
      startTime: "14:00",
      endTime: "15:00",
      pendingReschedule: null,
    });
    const row = await rowOf(s.id);
    expect(row.startsAt.getTime() - s.startsAt.getTime()).toBe(5 * 3_600_000);
    expect((await proposalOf(pid)).status).toBe("accepted");
    // The client who proposed hears of it with the calendar update (same UID, SEQUENCE 1).
    const [told] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `reschedule_accepted:${pid}`));
    expect(told?.recipientId).toBe(client.userId);
    expect(told?.params).toMatchObject({
      appointmentId: s.id,
      sequence: "1",
      startTime: "14:00:00",
    });
    // 09:00 is free again (booked by a client of their own: Carla's caps depend on the order
    // the other tests ran in).
    const someoneElse = await signInAs(t.app, await makeClient(t.db));
    const rebook = await someoneElse.request({
      method: "POST",
      url: "/api/appointments",
      payload: {
        professionalId: pro.userId,
        ...slot(s.appointmentDate, "09:00"),
        serviceType: "online",
      },
    });
    expect(rebook.statusCode).toBe(201);
  });

  it("only the other side accepts or declines; only the proposer withdraws", async () => {
    const s = await session();
    const pid = (await propose(pro, s.id, slot(s.appointmentDate, "16:00"))).json()
      .pendingReschedule.id;
    const own = await answer(pro, s.id, pid, "accepted");
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("Só a outra pessoa pode aceitar ou recusar esta proposta.");
    const notMine = await answer(client, s.id, pid, "withdrawn");
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe("Só quem propôs a remarcação pode retirá-la.");
    const stranger = await signInAs(t.app, await makeClient(t.db));
    expect((await answer(stranger, s.id, pid, "accepted")).statusCode).toBe(404);
    expect((await answer(client, s.id, crypto.randomUUID(), "accepted")).statusCode).toBe(404);
    expect((await answer(client, s.id, pid, "maybe")).statusCode).toBe(400);
    const withdrawn = await answer(pro, s.id, pid, "withdrawn");
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().pendingReschedule).toBeNull();
    expect((await rowOf(s.id)).startTime).toBe("09:00:00");
  });

  it("declined leaves the session where it was and tells the proposer", async () => {
    const s = await session();
    const pid = (await propose(pro, s.id, slot(s.appointmentDate, "10:00"))).json()
      .pendingReschedule.id;
    const res = await answer(client, s.id, pid, "declined");
    expect(res.json()).toMatchObject({ startTime: "09:00", pendingReschedule: null });
    expect((await proposalOf(pid)).status).toBe("declined");
    const [told] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `reschedule_declined:${pid}`));
    expect(told?.recipientId).toBe(pro.userId);
  });

  it("accepting a time taken since the proposal is 409 and nothing changes", async () => {
    const s = await session();
    const pid = (await propose(client, s.id, slot(s.appointmentDate, "13:00"))).json()
      .pendingReschedule.id;
    await makeAppointment(t.db, {
      clientId: client.userId,
      professionalId: pro.userId,
      date: s.appointmentDate,
      startTime: "13:00",
      endTime: "14:00",
    });
    const res = await answer(pro, s.id, pid, "accepted");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Este horário não está mais disponível. Escolha outro horário.",
    );
    expect((await rowOf(s.id)).startTime).toBe("09:00:00");
    expect((await proposalOf(pid)).status).toBe("pending");
  });

  it("a withdraw that lands while the accept is on its way wins: the accept is 409, nothing moves", async () => {
    const s = await session();
    const pid = (await propose(pro, s.id, slot(s.appointmentDate, "15:00"))).json()
      .pendingReschedule.id;
    const [carla] = await t.db.select().from(users).where(eq(users.id, client.userId));
    // The accept has read the proposal (still pending) when the withdraw commits.
    const withdrawMeanwhile = interleaved(t.db, async () => {
      expect((await answer(pro, s.id, pid, "withdrawn")).statusCode).toBe(200);
    });
    await expect(
      answerReschedule(withdrawMeanwhile, carla!, s.id, pid, "accepted", testNow()),
    ).rejects.toMatchObject({ code: "conflict", message: APPOINTMENT_MESSAGES.proposalNotPending });
    expect((await rowOf(s.id)).startTime).toBe("09:00:00");
    expect((await proposalOf(pid)).status).toBe("withdrawn");
  });

  it("a vacation blocked after the proposal: accepting it is 409 and nothing moves", async () => {
    const s = await session();
    const wednesday = addDays(s.appointmentDate, 2);
    const pid = (await propose(pro, s.id, slot(wednesday, "14:00"))).json().pendingReschedule.id;
    const vacation = await pro.request({
      method: "POST",
      url: "/api/agenda/blocked/range",
      payload: { startDate: wednesday, endDate: addDays(wednesday, 2), reason: "Férias" },
    });
    expect(vacation.statusCode, vacation.body).toBe(201);
    const res = await answer(client, s.id, pid, "accepted");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(APPOINTMENT_MESSAGES.slotBlocked);
    const row = await rowOf(s.id);
    expect([row.appointmentDate, row.startTime]).toEqual([s.appointmentDate, "09:00:00"]);
    expect((await proposalOf(pid)).status).toBe("pending");
  });

  it("after the session is cancelled the proposal is withdrawn and cannot be accepted", async () => {
    const s = await session();
    const pid = (await propose(client, s.id, slot(s.appointmentDate, "11:00"))).json()
      .pendingReschedule.id;
    await pro.request({
      method: "PUT",
      url: `/api/agenda/appointments/${s.id}/status`,
      payload: { status: "cancelled" },
    });
    const res = await answer(pro, s.id, pid, "accepted");
    expect(res.statusCode).toBe(409);
    expect((await rowOf(s.id)).status).toBe("cancelled");
  });

  it("a proposal whose time has passed cannot be accepted", async () => {
    const s = await session();
    const pid = (await propose(client, s.id, slot(addDays(s.appointmentDate, -7), "10:00"))).json()
      .pendingReschedule?.id;
    // A week earlier is still ahead (the session is at least two weeks away): then time passes.
    expect(pid).toBeDefined();
    const proposal = await proposalOf(pid);
    frozenAt = new Date(proposal.startsAt.getTime() + 60_000);
    const res = await answer(pro, s.id, pid, "accepted");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("O horário proposto já passou. Proponha outro horário.");
  });
});
