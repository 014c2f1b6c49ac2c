import { APPOINTMENT_MESSAGES } from "@domain/contracts/appointments";
import { TELEHEALTH_MESSAGES } from "@domain/telehealth";
import { appointments, notifications } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { eventMailbox, expectOnlyMessage } from "@server/test/event-mail";
import { makeAppointment, makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();
const box = eventMailbox(() => t.db);

async function pair(serviceOptions?: ("online" | "local_proprio" | "domiciliar")[]) {
  const client = await makeClient(t.db, { firstName: "Carla" });
  const pro = await makeProfessional(t.db, { user: { firstName: "Rita" }, serviceOptions });
  return {
    client,
    pro,
    ids: { clientId: client.id, professionalId: pro.id },
    asClient: await signInAs(t.app, client),
    asPro: await signInAs(t.app, pro),
  };
}

const upcoming = (
  ids: { clientId: string; professionalId: string },
  extra: Partial<Parameters<typeof makeAppointment>[1]> = {},
) =>
  makeAppointment(t.db, {
    ...ids,
    status: "approved",
    serviceType: "online",
    startedMinutesAgo: -24 * 60,
    ...extra,
  } as Parameters<typeof makeAppointment>[1]);

const ask = (caller: Caller, id: string) =>
  caller.request({ method: "POST", url: `/api/appointments/${id}/in-person` });
const answer = (caller: Caller, id: string, payload: unknown) =>
  caller.request({
    method: "POST",
    url: `/api/appointments/${id}/in-person/answer`,
    payload: payload as object,
  });
const rowOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const inAppOf = (recipientId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.kind, kind)));

describe("POST /api/appointments/:id/in-person", () => {
  it("records the request, both sides see it, and the professional is told without detail", async () => {
    const p = await pair();
    const session = await upcoming(p.ids);
    await box.collect();
    const res = await ask(p.asClient, session.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: session.id, serviceType: "online" });
    expect(res.json().inPersonRequestedAt).not.toBeNull();
    expect((await rowOf(session.id)).inPersonRequestedAt).not.toBeNull();

    const page = (await p.asPro.request({ url: "/api/appointments/professional" })).json();
    const seen = page.items.find((a: { id: string }) => a.id === session.id);
    expect(seen.inPersonRequestedAt).toBe(res.json().inPersonRequestedAt);

    expect(await inAppOf(p.pro.id, "in_person_requested")).toHaveLength(1);
    const mail = expectOnlyMessage(await box.collect(), p.pro.email, {
      subject: "Um cliente pediu para mudar a forma de atendimento",
      link: "/professional/appointments",
    });
    expect(mail.text).toContain("Carla pediu para mudar a forma de atendimento");
    expect(mail.text).not.toContain("Psicologia");
  });

  it("works for pending and confirmed sessions too", async () => {
    const p = await pair();
    for (const [days, status] of [
      [3, "pending"],
      [4, "confirmed"],
    ] as const) {
      const session = await upcoming(p.ids, { status, startedMinutesAgo: -days * 24 * 60 });
      expect((await ask(p.asClient, session.id)).statusCode).toBe(200);
    }
  });

  it("answers 409 the second time, and tells the professional once", async () => {
    const p = await pair();
    const session = await upcoming(p.ids);
    expect((await ask(p.asClient, session.id)).statusCode).toBe(200);
    const again = await ask(p.asClient, session.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TELEHEALTH_MESSAGES.inPersonAlready);
    expect(await inAppOf(p.pro.id, "in_person_requested")).toHaveLength(1);
  });

  it("answers 409 when the professional has no office, and records nothing", async () => {
    const p = await pair(["online"]);
    const session = await upcoming(p.ids);
    const res = await ask(p.asClient, session.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TELEHEALTH_MESSAGES.inPersonNotOffered);
    expect((await rowOf(session.id)).inPersonRequestedAt).toBeNull();
    expect(await inAppOf(p.pro.id, "in_person_requested")).toEqual([]);
  });

  it("answers 409 for a session not online, closed, or already started", async () => {
    const p = await pair();
    const presencial = await upcoming(p.ids, { serviceType: "presencial" });
    const notOnline = await ask(p.asClient, presencial.id);
    expect(notOnline.statusCode).toBe(409);
    expect(notOnline.json().message).toBe(TELEHEALTH_MESSAGES.notOnline);
    const cancelled = await upcoming(p.ids, {
      status: "cancelled",
      startedMinutesAgo: -2 * 24 * 60,
    });
    const started = await upcoming(p.ids, { startedMinutesAgo: 10 });
    for (const s of [cancelled, started]) {
      const res = await ask(p.asClient, s.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(APPOINTMENT_MESSAGES.cannotChange);
      expect((await rowOf(s.id)).inPersonRequestedAt).toBeNull();
    }
  });

  it("is the session's client's alone: another client 404, a professional 403, a bad id 400", async () => {
    const p = await pair();
    const session = await upcoming(p.ids);
    const stranger = await signInAs(t.app, await makeClient(t.db));
    const res = await ask(stranger, session.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(APPOINTMENT_MESSAGES.notFound);
    expect((await ask(p.asPro, session.id)).statusCode).toBe(403);
    expect((await ask(p.asClient, "not-an-id")).statusCode).toBe(400);
    expect((await ask(p.asClient, crypto.randomUUID())).statusCode).toBe(404);
    expect((await rowOf(session.id)).inPersonRequestedAt).toBeNull();
  });
});

describe("POST /api/appointments/:id/in-person/answer", () => {
  async function requested(serviceOptions?: ("online" | "local_proprio" | "domiciliar")[]) {
    const p = await pair(serviceOptions);
    const session = await upcoming(p.ids);
    expect((await ask(p.asClient, session.id)).statusCode).toBe(200);
    await box.collect();
    return { ...p, session };
  }

  it("accept: the session becomes presencial, loses its room, and the client is told", async () => {
    const p = await requested();
    const before = (await p.asClient.request({ url: "/api/appointments/client" })).json();
    expect(before.find((a: { id: string }) => a.id === p.session.id).room).not.toBeNull();

    const res = await answer(p.asPro, p.session.id, { accept: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      serviceType: "presencial",
      inPersonRequestedAt: null,
      room: null,
    });
    expect(await rowOf(p.session.id)).toMatchObject({
      serviceType: "presencial",
      inPersonRequestedAt: null,
      status: "approved",
    });
    expect(await inAppOf(p.client.id, "in_person_accepted")).toHaveLength(1);
    const mail = expectOnlyMessage(await box.collect(), p.client.email, {
      subject: "Seu pedido de mudança na forma de atendimento foi aceito",
      link: "/appointments",
    });
    expect(mail.text).toContain("Rita aceitou o seu pedido");
  });

  it("decline: the session stays online, the request is cleared, the client may ask again", async () => {
    const p = await requested();
    const res = await answer(p.asPro, p.session.id, { accept: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ serviceType: "online", inPersonRequestedAt: null });
    expect(res.json().room).not.toBeNull();
    expect(await inAppOf(p.client.id, "in_person_declined")).toHaveLength(1);
    expectOnlyMessage(await box.collect(), p.client.email, {
      subject: "Sua sessão continua como estava",
      link: "/appointments",
    });
    expect((await ask(p.asClient, p.session.id)).statusCode).toBe(200);
    expect(await inAppOf(p.pro.id, "in_person_requested")).toHaveLength(2);
  });

  it("answers 409 without a request, and for the second answer", async () => {
    const p = await requested();
    const fresh = await upcoming(p.ids, { startedMinutesAgo: -5 * 24 * 60 });
    const none = await answer(p.asPro, fresh.id, { accept: true });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(TELEHEALTH_MESSAGES.inPersonNone);
    expect((await rowOf(fresh.id)).serviceType).toBe("online");

    expect((await answer(p.asPro, p.session.id, { accept: false })).statusCode).toBe(200);
    const second = await answer(p.asPro, p.session.id, { accept: true });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(TELEHEALTH_MESSAGES.inPersonNone);
    expect((await rowOf(p.session.id)).serviceType).toBe("online");
  });

  it("of two answers at once, one wins and the other is 409", async () => {
    const p = await requested();
    const results = await Promise.all([
      answer(p.asPro, p.session.id, { accept: true }),
      answer(p.asPro, p.session.id, { accept: false }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const lost = results.find((r) => r.statusCode === 409)!;
    expect(lost.json().message).toBe(TELEHEALTH_MESSAGES.inPersonNone);
    const won = results.find((r) => r.statusCode === 200)!.json();
    expect((await rowOf(p.session.id)).serviceType).toBe(won.serviceType);
    const told = [
      ...(await inAppOf(p.client.id, "in_person_accepted")),
      ...(await inAppOf(p.client.id, "in_person_declined")),
    ];
    expect(told).toHaveLength(1);
  });

  it("refuses to accept once the professional no longer has an office; keeping online still works", async () => {
    const p = await requested();
    const { professionalProfiles } = await import("@server/db/schema");
    await t.db
      .update(professionalProfiles)
      .set({ serviceOptions: ["online"] })
      .where(eq(professionalProfiles.userId, p.pro.id));
    const res = await answer(p.asPro, p.session.id, { accept: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TELEHEALTH_MESSAGES.inPersonNotOffered);
    expect(await rowOf(p.session.id)).toMatchObject({ serviceType: "online" });
    expect((await rowOf(p.session.id)).inPersonRequestedAt).not.toBeNull();
    expect((await answer(p.asPro, p.session.id, { accept: false })).statusCode).toBe(200);
  });

  it("is the session's professional's alone, and refuses a body without a yes or no", async () => {
    const p = await requested();
    const stranger = await signInAs(t.app, await makeProfessional(t.db));
    expect((await answer(stranger, p.session.id, { accept: true })).statusCode).toBe(404);
    expect((await answer(p.asClient, p.session.id, { accept: true })).statusCode).toBe(403);
    for (const body of [{}, { accept: "sim" }, { accept: null }]) {
      const res = await answer(p.asPro, p.session.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Responda se aceita o atendimento presencial.");
    }
    expect((await rowOf(p.session.id)).inPersonRequestedAt).not.toBeNull();
  });
});
