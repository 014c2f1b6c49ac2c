import { NO_SHOW_MESSAGES } from "@domain/contracts/no-show";
import { appointments, notifications, serviceConfirmations } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { eventMailbox, expectOnlyMessage } from "@server/test/event-mail";
import {
  makeAppointment,
  makeClient,
  makeConfirmation,
  makeProfessional,
  signInAs,
} from "@server/test/factories";
import { makeEndedSession } from "@server/test/no-show-factories";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();
const box = eventMailbox(() => t.db);

async function pair() {
  const client = await makeClient(t.db, { firstName: "Carla" });
  const pro = await makeProfessional(t.db, { user: { firstName: "Rita" } });
  return {
    client,
    pro,
    ids: { clientId: client.id, professionalId: pro.id },
    asClient: await signInAs(t.app, client),
    asPro: await signInAs(t.app, pro),
  };
}

const mark = (caller: Caller, id: string) =>
  caller.request({ method: "POST", url: `/api/appointments/${id}/no-show` });
const contest = (caller: Caller, id: string, reason: unknown) =>
  caller.request({
    method: "POST",
    url: `/api/appointments/${id}/no-show/contest`,
    payload: { reason },
  });
const rowOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const inAppOf = (recipientId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.kind, kind)));
const confirmationsOf = async (caller: Caller) =>
  (await caller.request({ url: "/api/service-confirmations" })).json();

describe("POST /api/appointments/:id/no-show", () => {
  it("marks an ended session 'Não compareceu', tells the client, and both sides see it", async () => {
    const p = await pair();
    const c = await makeConfirmation(t.db, p.ids);
    await box.collect();
    const res = await mark(p.asPro, c.appointmentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: c.appointmentId, status: "no_show" });
    expect((await rowOf(c.appointmentId)).noShowMarkedAt).not.toBeNull();

    const list = (await p.asClient.request({ url: "/api/appointments/client" })).json();
    expect(list).toMatchObject([
      { id: c.appointmentId, status: "no_show", noShowContestedAt: null },
    ]);
    const [fromClient] = await confirmationsOf(p.asClient);
    expect(fromClient).toMatchObject({ id: c.id, noShow: { contestedAt: null } });
    expect((await confirmationsOf(p.asPro))[0].noShow).toEqual(fromClient.noShow);

    expect(await inAppOf(p.client.id, "no_show_marked")).toHaveLength(1);
    const mail = expectOnlyMessage(await box.collect(), p.client.email, {
      subject: "Uma sessão foi registrada como 'Não compareceu'",
      link: "/appointments",
    });
    expect(mail.text).toContain("Rita registrou que você não compareceu");
  });

  it("may come right after the end; then no service confirmation is ever asked for", async () => {
    const p = await pair();
    const session = await makeEndedSession(t.db, { ...p.ids, endedMinutesAgo: 1 });
    expect((await mark(p.asPro, session.id)).statusCode).toBe(200);
    expect(await confirmationsOf(p.asClient)).toEqual([]);
    expect(await confirmationsOf(p.asPro)).toEqual([]);
  });

  it("refuses before the session has ended, and changes nothing", async () => {
    const p = await pair();
    const running = await makeAppointment(t.db, {
      ...p.ids,
      status: "approved",
      startedMinutesAgo: 50,
      durationMinutes: 60,
    });
    const res = await mark(p.asPro, running.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NO_SHOW_MESSAGES.notEnded);
    expect((await rowOf(running.id)).status).toBe("approved");
    expect(await inAppOf(p.client.id, "no_show_marked")).toEqual([]);
  });

  it("is the session's professional's alone: another one gets 404, a client 403", async () => {
    const p = await pair();
    const session = await makeEndedSession(t.db, p.ids);
    const stranger = await signInAs(t.app, await makeProfessional(t.db));
    expect((await mark(stranger, session.id)).statusCode).toBe(404);
    expect((await mark(p.asClient, session.id)).statusCode).toBe(403);
    expect((await rowOf(session.id)).status).toBe("approved");
  });

  it("answers 409 the second time, and for a session that was never booked", async () => {
    const p = await pair();
    const session = await makeEndedSession(t.db, p.ids);
    expect((await mark(p.asPro, session.id)).statusCode).toBe(200);
    const again = await mark(p.asPro, session.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NO_SHOW_MESSAGES.alreadyMarked);
    expect(await inAppOf(p.client.id, "no_show_marked")).toHaveLength(1);
    for (const status of ["cancelled", "rejected", "auto_rejected", "pending"] as const) {
      const other = await makeAppointment(t.db, { ...p.ids, status, startedMinutesAgo: 600 });
      const res = await mark(p.asPro, other.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(NO_SHOW_MESSAGES.notBooked);
      expect((await rowOf(other.id)).status).toBe(status);
    }
  });

  it("refuses once the professional confirmed the session took place, and tells nobody", async () => {
    const p = await pair();
    const c = await makeConfirmation(t.db, { ...p.ids, professionalConfirmed: true });
    const res = await mark(p.asPro, c.appointmentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NO_SHOW_MESSAGES.alreadyConfirmed);
    expect((await rowOf(c.appointmentId)).status).toBe("approved");
    expect(await inAppOf(p.client.id, "no_show_marked")).toEqual([]);
  });

  it("never unlocks a review: the confirmation is not confirmable and the review is refused", async () => {
    const p = await pair();
    // The client already said it happened; the professional says the client did not come.
    const c = await makeConfirmation(t.db, { ...p.ids, clientConfirmed: true });
    expect((await mark(p.asPro, c.appointmentId)).statusCode).toBe(200);

    const confirm = await p.asPro.request({
      method: "PATCH",
      url: `/api/service-confirmations/${c.id}/confirm`,
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(NO_SHOW_MESSAGES.notConfirmable);
    const [row] = await t.db
      .select()
      .from(serviceConfirmations)
      .where(eq(serviceConfirmations.id, c.id));
    expect(row!.professionalConfirmed).toBe(false);

    // Even a pair of flags set behind the routes' back does not open the review.
    await t.db
      .update(serviceConfirmations)
      .set({ professionalConfirmed: true })
      .where(eq(serviceConfirmations.id, c.id));
    const can = await p.asClient.request({ url: `/api/reviews/can-review/${p.pro.id}` });
    expect(can.json()).toEqual({ canReview: false, serviceConfirmationId: null });
    const review = await p.asClient.request({
      method: "POST",
      url: "/api/reviews",
      payload: {
        professionalId: p.pro.id,
        serviceConfirmationId: c.id,
        rating: 5,
        comment: null,
      },
    });
    expect(review.statusCode).toBe(409);
    expect(review.json().message).toBe(NO_SHOW_MESSAGES.notReviewable);
  });
});

describe("POST /api/appointments/:id/no-show/contest", () => {
  it("records the client's one contest, shows it to both and tells the professional without the words", async () => {
    const p = await pair();
    const session = await makeEndedSession(t.db, { ...p.ids, noShow: true });
    await makeConfirmation(t.db, { ...p.ids, startedMinutesAgo: 10 * 24 * 60 });
    await box.collect();
    const reason = "Eu estive lá às 14h e esperei 20 minutos na recepção.";
    const res = await contest(p.asClient, session.id, `  ${reason} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "no_show", noShowContestReason: reason });
    expect(res.json().noShowContestedAt).toBe(testNowIso(res.json().noShowContestedAt));

    const page = (
      await p.asPro.request({ url: "/api/appointments/professional?period=history" })
    ).json();
    expect(page.items.find((a: { id: string }) => a.id === session.id)).toMatchObject({
      noShowContestReason: reason,
    });
    expect(await inAppOf(p.pro.id, "no_show_contested")).toHaveLength(1);
    const mail = expectOnlyMessage(await box.collect(), p.pro.email, {
      subject: "Um cliente contestou um registro de 'Não compareceu'",
      link: "/professional/appointments",
    });
    expect(mail.text).not.toContain("recepção");
    expect(mail.html).not.toContain("recepção");
  });

  it("answers 409 to a second contest and keeps the first", async () => {
    const p = await pair();
    const session = await makeEndedSession(t.db, { ...p.ids, noShow: true });
    expect((await contest(p.asClient, session.id, "Primeira versão")).statusCode).toBe(200);
    const again = await contest(p.asClient, session.id, "Segunda versão");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NO_SHOW_MESSAGES.alreadyContested);
    expect((await rowOf(session.id)).noShowContestReason).toBe("Primeira versão");
    expect(await inAppOf(p.pro.id, "no_show_contested")).toHaveLength(1);
  });

  it.each([
    ["too long", "a".repeat(501), NO_SHOW_MESSAGES.reasonTooLong],
    ["empty", "   ", NO_SHOW_MESSAGES.reasonRequired],
    ["missing", undefined, NO_SHOW_MESSAGES.reasonRequired],
  ])(
    "refuses a reason %s with a Portuguese 400 and changes nothing",
    async (_, reason, message) => {
      const p = await pair();
      const session = await makeEndedSession(t.db, { ...p.ids, noShow: true });
      const res = await contest(p.asClient, session.id, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect((await rowOf(session.id)).noShowContestedAt).toBeNull();
    },
  );

  it("refuses control characters with a 400 and changes nothing", async () => {
    const p = await pair();
    const session = await makeEndedSession(t.db, { ...p.ids, noShow: true });
    const res = await contest(p.asClient, session.id, "Eu fui\u0000 sim");
    expect(res.statusCode).toBe(400);
    expect((await rowOf(session.id)).noShowContestedAt).toBeNull();
  });

  it("is the session's client's alone, and only for a no-show", async () => {
    const p = await pair();
    const session = await makeEndedSession(t.db, { ...p.ids, noShow: true });
    const stranger = await signInAs(t.app, await makeClient(t.db));
    expect((await contest(stranger, session.id, "Eu fui")).statusCode).toBe(404);
    expect((await contest(p.asPro, session.id, "Eu fui")).statusCode).toBe(403);
    const booked = await makeEndedSession(t.db, p.ids);
    const res = await contest(p.asClient, booked.id, "Eu fui");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NO_SHOW_MESSAGES.notNoShow);
    expect((await rowOf(session.id)).noShowContestedAt).toBeNull();
  });
});

/** The instant the app recorded, checked to be a real one near the tests' now. */
function testNowIso(recorded: string): string {
  expect(Math.abs(Date.parse(recorded) - testNow().getTime())).toBeLessThan(60_000);
  return recorded;
}
