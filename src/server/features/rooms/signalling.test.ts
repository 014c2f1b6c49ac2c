import { SIGNAL_MAX_BYTES } from "@domain/contracts/rooms";
import { TELEHEALTH_MESSAGES as M } from "@domain/telehealth";
import { appointments, roomEntries } from "@server/db/schema";
import { makeClient, signInAs } from "@server/test/factories";
import {
  acceptConsent,
  connectToRoom,
  makeOnlineSession,
  roomsApp,
  setupRoomsApp,
} from "@server/test/room-helpers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

/**
 * Issue 32, item 2 (decision 0394): the room's signalling WebSocket (through
 * @fastify/websocket's injectWS), on one process and across two on the same database.
 */
const t = setupRoomsApp();

describe("WebSocket /api/rooms/{id}/signal", () => {
  it("relays offers and candidates between the two parties only, after the consent; records the entries", async () => {
    const { pro, client, appointment } = await makeOnlineSession(t.db);
    const clientCaller = await signInAs(t.app, client);
    const proCaller = await signInAs(t.app, pro);

    // Without the consent the handshake is refused (403), for both.
    await expect(connectToRoom(t.app, clientCaller.cookie, appointment.id)).rejects.toThrow(/403/);
    await expect(connectToRoom(t.app, proCaller.cookie, appointment.id)).rejects.toThrow(/403/);
    expect((await acceptConsent(clientCaller, pro.id)).statusCode).toBe(200);

    const proSide = await connectToRoom(t.app, proCaller.cookie, appointment.id);
    await expect.poll(proSide.presence).toEqual({ kind: "peer", present: false });
    const clientSide = await connectToRoom(t.app, clientCaller.cookie, appointment.id);
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
    const { pro, client, appointment } = await makeOnlineSession(t.db);
    const clientCaller = await signInAs(t.app, client);
    await acceptConsent(clientCaller, pro.id);
    const stranger = await signInAs(t.app, await makeClient(t.db));
    await expect(connectToRoom(t.app, stranger.cookie, appointment.id)).rejects.toThrow(/403/);
    await expect(connectToRoom(t.app, "", appointment.id)).rejects.toThrow(/401/);
    await expect(connectToRoom(t.app, clientCaller.cookie, "not-a-uuid")).rejects.toThrow(/404/);
    await expect(
      t.app.injectWS(`/api/rooms/${appointment.id}/signal`, {
        headers: { cookie: clientCaller.cookie, origin: "https://evil.example" },
      }),
    ).rejects.toThrow(/403/);

    const side = await connectToRoom(t.app, clientCaller.cookie, appointment.id);
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
    const other = await roomsApp(t.database);
    try {
      const { pro, client, appointment } = await makeOnlineSession(t.db);
      const clientCaller = await signInAs(t.app, client);
      await acceptConsent(clientCaller, pro.id);
      const proCaller = await signInAs(other, pro);
      const clientSide = await connectToRoom(t.app, clientCaller.cookie, appointment.id);
      const proSide = await connectToRoom(other, proCaller.cookie, appointment.id);
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
