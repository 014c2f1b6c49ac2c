import { SIGNAL_MAX_BYTES, type SignalToBrowser } from "@domain/contracts/rooms";
import { TELEHEALTH_MESSAGES as M, TELEHEALTH_CONSENT_VERSION } from "@domain/telehealth";
import type { WebSocket } from "@fastify/websocket";
import { buildApp } from "@server/app";
import type { Database, Db } from "@server/db/client";
import { appointments, consents, roomEntries } from "@server/db/schema";
import { TEST_SESSION_SECRET } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { openTestDatabase } from "@server/test/db";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  makeUser,
  signInAs,
} from "@server/test/factories";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Issue 32 (decision 0394): the room of an online session, its consent and its signalling,
 * against the real app and database (the WebSocket through @fastify/websocket's injectWS).
 */
const t = {} as { app: FastifyInstance; db: Db };
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  t.db = database.db;
  // The database's notices (drizzle/0039): a cancelled session's room closes at once.
  t.app = await buildApp({
    db: database.db,
    sessionSecret: TEST_SESSION_SECRET,
    clock: testNow,
    listen: database.listen,
  });
});
afterAll(async () => {
  await t.app?.close();
  await database?.close();
});

async function session(options: { startedMinutesAgo?: number; status?: "approved" } = {}) {
  const pro = await makeProfessional(t.db);
  const client = await makeClient(t.db);
  const appointment = await makeAppointment(t.db, {
    clientId: client.id,
    professionalId: pro.id,
    startedMinutesAgo: options.startedMinutesAgo ?? 5,
    status: options.status ?? "approved",
    serviceType: "online",
  });
  return { pro, client, appointment };
}

const accept = async (caller: Awaited<ReturnType<typeof signInAs>>, professionalId: string) =>
  caller.request({
    method: "POST",
    url: "/api/telehealth-consent",
    payload: { professionalId, version: TELEHEALTH_CONSENT_VERSION },
  });

/** A socket to the room as this caller, with the messages it receives. */
async function connect(cookie: string, id: string, app = t.app) {
  const received: SignalToBrowser[] = [];
  const socket: WebSocket = await app.injectWS(
    `/api/rooms/${id}/signal`,
    { headers: { cookie } },
    {
      onInit: (ws) =>
        ws.on("message", (data) => received.push(JSON.parse(data.toString()) as SignalToBrowser)),
    },
  );
  const next = async (kind: SignalToBrowser["kind"]) => {
    await expect.poll(() => received.some((m) => m.kind === kind), { timeout: 5_000 }).toBe(true);
    const index = received.findIndex((m) => m.kind === kind);
    return received.splice(index, 1)[0]!;
  };
  /** The latest presence this side was told (presence may be said more than once). */
  const presence = () => received.filter((m) => m.kind === "peer").at(-1);
  return { socket, received, next, presence };
}

describe("GET /api/rooms/{id}", () => {
  it("opens to the two parties inside the window, with the consent still to accept", async () => {
    const { pro, client, appointment } = await session();
    for (const user of [client, pro]) {
      const res = await (await signInAs(t.app, user)).request({
        method: "GET",
        url: `/api/rooms/${appointment.id}`,
      });
      expect(res.statusCode).toBe(200);
      const room = res.json();
      expect(room.role).toBe(user === client ? "client" : "professional");
      expect(room.consent.acceptedAt).toBeNull();
      expect(room.consent.paragraphs.join(" ")).toContain("CVV (188)");
      expect(room.externalLink).toBeNull();
    }
  });

  it("is 403 with the reason for a stranger, early, after the end, cancelled, in person, pending", async () => {
    const { client, appointment } = await session();
    const stranger = await signInAs(t.app, await makeClient(t.db));
    const otherPro = await signInAs(t.app, await makeProfessional(t.db));
    for (const caller of [stranger, otherPro]) {
      const res = await caller.request({ method: "GET", url: `/api/rooms/${appointment.id}` });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.notParty);
    }
    const admin = await signInAs(t.app, await makeUser(t.db, "admin"));
    expect(
      (await admin.request({ method: "GET", url: `/api/rooms/${appointment.id}` })).statusCode,
    ).toBe(403);

    const early = await session({ startedMinutesAgo: -16 });
    const earlyRes = await (await signInAs(t.app, early.client)).request({
      method: "GET",
      url: `/api/rooms/${early.appointment.id}`,
    });
    expect(earlyRes.statusCode).toBe(403);
    expect(earlyRes.json().message).toMatch(
      /^A sala abre 15 minutos antes do início: às \d\d:\d\d de \d\d\/\d\d\/\d{4}\.$/,
    );
    // 15 minutes before: open.
    const justOpen = await session({ startedMinutesAgo: -15 });
    expect(
      (
        await (
          await signInAs(t.app, justOpen.client)
        ).request({
          method: "GET",
          url: `/api/rooms/${justOpen.appointment.id}`,
        })
      ).statusCode,
    ).toBe(200);

    const ended = await session({ startedMinutesAgo: 60 });
    const endedRes = await (await signInAs(t.app, ended.client)).request({
      method: "GET",
      url: `/api/rooms/${ended.appointment.id}`,
    });
    expect(endedRes.json().message).toBe(M.ended);

    const caller = await signInAs(t.app, client);
    for (const [change, message] of [
      [{ status: "cancelled" as const }, M.cancelled],
      [{ status: "pending" as const }, M.notActive],
      [{ status: "approved" as const, serviceType: "presencial" as const }, M.notOnline],
    ] as const) {
      await t.db.update(appointments).set(change).where(eq(appointments.id, appointment.id));
      const res = await caller.request({ method: "GET", url: `/api/rooms/${appointment.id}` });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
    }
    const unknown = await caller.request({
      method: "GET",
      url: "/api/rooms/00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(404);
    expect((await caller.request({ method: "GET", url: "/api/rooms/%00%0a" })).statusCode).toBe(
      400,
    );
  });

  it("follows a reschedule: the same room, the new window", async () => {
    const { client, appointment } = await session();
    const caller = await signInAs(t.app, client);
    const later = new Date(appointment.startsAt.getTime() + 3 * 3_600_000);
    await t.db
      .update(appointments)
      .set({ startsAt: later, endsAt: new Date(later.getTime() + 3_600_000) })
      .where(eq(appointments.id, appointment.id));
    const moved = await caller.request({ method: "GET", url: `/api/rooms/${appointment.id}` });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toMatch(/^A sala abre/);
  });
});

describe("the online-session consent", () => {
  it("is read and accepted once per professional, kept with its text, and can be withdrawn", async () => {
    const { pro, client, appointment } = await session();
    const caller = await signInAs(t.app, client);
    const read = await caller.request({
      method: "GET",
      url: `/api/telehealth-consent/${pro.id}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ version: TELEHEALTH_CONSENT_VERSION, acceptedAt: null });

    const stale = await caller.request({
      method: "POST",
      url: "/api/telehealth-consent",
      payload: { professionalId: pro.id, version: "2020-01-01" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.consentVersionChanged);

    const [first, second] = await Promise.all([accept(caller, pro.id), accept(caller, pro.id)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().acceptedAt).not.toBeNull();
    const rows = await t.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, client.id), eq(consents.professionalId, pro.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textBody).toContain("Resolução CFP nº 9/2024");

    const room = await caller.request({ method: "GET", url: `/api/rooms/${appointment.id}` });
    expect(room.json().consent.acceptedAt).not.toBeNull();

    const withdrawn = await caller.request({
      method: "POST",
      url: `/api/telehealth-consent/${pro.id}/withdraw`,
    });
    expect(withdrawn.json().acceptedAt).toBeNull();
  });

  it("is 404 for a professional the client has no session with, and for others' roles", async () => {
    const { pro } = await session();
    const stranger = await signInAs(t.app, await makeClient(t.db));
    for (const req of [
      { method: "GET" as const, url: `/api/telehealth-consent/${pro.id}` },
      {
        method: "POST" as const,
        url: "/api/telehealth-consent",
        payload: { professionalId: pro.id, version: TELEHEALTH_CONSENT_VERSION },
      },
      { method: "POST" as const, url: `/api/telehealth-consent/${pro.id}/withdraw` },
    ]) {
      const res = await stranger.request(req);
      expect(res.statusCode).toBe(404);
    }
    const asPro = await signInAs(t.app, pro);
    expect(
      (await asPro.request({ method: "GET", url: `/api/telehealth-consent/${pro.id}` })).statusCode,
    ).toBe(403);
  });
});

describe("WebSocket /api/rooms/{id}/signal", () => {
  it("relays offers and candidates between the two parties only, after the consent; records the entries", async () => {
    const { pro, client, appointment } = await session();
    const clientCaller = await signInAs(t.app, client);
    const proCaller = await signInAs(t.app, pro);

    // Without the consent the handshake is refused (403), for both.
    await expect(connect(clientCaller.cookie, appointment.id)).rejects.toThrow(/403/);
    await expect(connect(proCaller.cookie, appointment.id)).rejects.toThrow(/403/);
    expect((await accept(clientCaller, pro.id)).statusCode).toBe(200);

    const proSide = await connect(proCaller.cookie, appointment.id);
    await expect.poll(proSide.presence).toEqual({ kind: "peer", present: false });
    const clientSide = await connect(clientCaller.cookie, appointment.id);
    await expect.poll(proSide.presence).toEqual({ kind: "peer", present: true });
    await expect.poll(clientSide.presence).toEqual({ kind: "peer", present: true });

    proSide.socket.send(
      JSON.stringify({ kind: "description", description: { type: "offer", sdp: "v=0 test" } }),
    );
    expect(await clientSide.next("description")).toEqual({
      kind: "description",
      description: { type: "offer", sdp: "v=0 test" },
    });
    clientSide.socket.send(
      JSON.stringify({ kind: "candidate", candidate: { candidate: "candidate:1", sdpMid: "0" } }),
    );
    expect(await proSide.next("candidate")).toMatchObject({ kind: "candidate" });

    // Hostile input: not JSON, an unknown kind, control characters in a field: refused, the
    // socket stays; nothing reaches the other side.
    for (const bad of [
      "not json",
      '{"kind":"hack"}',
      JSON.stringify({ kind: "description", description: { type: "x" } }),
    ]) {
      clientSide.socket.send(bad);
      expect(await clientSide.next("error")).toEqual({ kind: "error", message: M.signalInvalid });
    }
    expect(proSide.received.filter((m) => m.kind === "error" || m.kind === "description")).toEqual(
      [],
    );

    const entries = await t.db
      .select()
      .from(roomEntries)
      .where(eq(roomEntries.appointmentId, appointment.id));
    expect(entries.map((e) => e.userId).sort()).toEqual([client.id, pro.id].sort());

    // The client leaves: the professional learns it.
    clientSide.socket.terminate();
    await expect.poll(proSide.presence).toEqual({ kind: "peer", present: false });

    // A cancellation closes the room at once, with the reason.
    await t.db
      .update(appointments)
      .set({ status: "cancelled" })
      .where(eq(appointments.id, appointment.id));
    expect(await proSide.next("closed")).toEqual({ kind: "closed", message: M.cancelled });
    proSide.socket.close();
  });

  it("refuses the handshake to strangers, signed-out callers, another origin, and oversized messages", async () => {
    const { pro, client, appointment } = await session();
    const clientCaller = await signInAs(t.app, client);
    await accept(clientCaller, pro.id);
    const stranger = await signInAs(t.app, await makeClient(t.db));
    await expect(connect(stranger.cookie, appointment.id)).rejects.toThrow(/403/);
    await expect(connect("", appointment.id)).rejects.toThrow(/401/);
    await expect(connect(clientCaller.cookie, "not-a-uuid")).rejects.toThrow(/404/);
    await expect(
      t.app.injectWS(`/api/rooms/${appointment.id}/signal`, {
        headers: { cookie: clientCaller.cookie, origin: "https://evil.example" },
      }),
    ).rejects.toThrow(/403/);

    const side = await connect(clientCaller.cookie, appointment.id);
    // Past 200 messages in 10 seconds the rest are refused, and none of them is relayed.
    for (let i = 0; i < 205; i++) side.socket.send(JSON.stringify({ kind: "restart" }));
    expect(await side.next("error")).toEqual({
      kind: "error",
      message: "Mensagens demais; aguarde um momento.",
    });
    const closed = new Promise<number>((resolve) =>
      side.socket.on("close", (code) => resolve(code)),
    );
    side.socket.send("x".repeat(SIGNAL_MAX_BYTES + 1));
    expect(await closed).toBe(1009); // message too big: the socket is closed
  });

  it("carries the call's signalling between two server processes, each holding one party", async () => {
    const other = await buildApp({
      db: database.db,
      sessionSecret: TEST_SESSION_SECRET,
      clock: testNow,
      listen: database.listen,
    });
    try {
      const { pro, client, appointment } = await session();
      const clientCaller = await signInAs(t.app, client);
      await accept(clientCaller, pro.id);
      const proCaller = await signInAs(other, pro);
      const clientSide = await connect(clientCaller.cookie, appointment.id);
      const proSide = await connect(proCaller.cookie, appointment.id, other);
      await expect.poll(clientSide.presence).toEqual({ kind: "peer", present: true });
      await expect.poll(proSide.presence).toEqual({ kind: "peer", present: true });
      for (let i = 0; i < 5; i++) {
        clientSide.socket.send(
          JSON.stringify({ kind: "candidate", candidate: { candidate: `candidate:${i}` } }),
        );
      }
      // Each once, in the order sent.
      await expect
        .poll(() => proSide.received.filter((m) => m.kind === "candidate").length)
        .toBe(5);
      expect(
        proSide.received.flatMap((m) => (m.kind === "candidate" ? [m.candidate?.candidate] : [])),
      ).toEqual([0, 1, 2, 3, 4].map((i) => `candidate:${i}`));
      clientSide.socket.terminate();
      proSide.socket.terminate();
    } finally {
      await other.close();
    }
  });
});
