import { TELEHEALTH_MESSAGES as M, TELEHEALTH_CONSENT_VERSION } from "@domain/telehealth";
import { agendaSettings, appointments, consents } from "@server/db/schema";
import { makeClient, makeProfessional, makeUser, signInAs } from "@server/test/factories";
import { acceptConsent, makeOnlineSession, setupRoomsApp } from "@server/test/room-helpers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

/**
 * Issue 32 (decision 0394): the room of an online session and its consent, against the real
 * app and database. The signalling WebSocket is in signalling.test.ts.
 */
const t = setupRoomsApp();

describe("GET /api/rooms/{id}", () => {
  it("opens to the two parties inside the window, with the consent still to accept", async () => {
    const { pro, client, appointment } = await makeOnlineSession(t.db);
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
    const { client, appointment } = await makeOnlineSession(t.db);
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

    const early = await makeOnlineSession(t.db, { startedMinutesAgo: -16 });
    const earlyRes = await (await signInAs(t.app, early.client)).request({
      method: "GET",
      url: `/api/rooms/${early.appointment.id}`,
    });
    expect(earlyRes.statusCode).toBe(403);
    expect(earlyRes.json().message).toMatch(
      /^A sala abre 15 minutos antes do início: às \d\d:\d\d de \d\d\/\d\d\/\d{4}\.$/,
    );
    // 15 minutes before: open.
    const justOpen = await makeOnlineSession(t.db, { startedMinutesAgo: -15 });
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

    const ended = await makeOnlineSession(t.db, { startedMinutesAgo: 60 });
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
    const { client, appointment } = await makeOnlineSession(t.db);
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
    const { pro, client, appointment } = await makeOnlineSession(t.db);
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

    const [first, second] = await Promise.all([
      acceptConsent(caller, pro.id),
      acceptConsent(caller, pro.id),
    ]);
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

  it("gives the client the professional's own room only once accepted (the professional always)", async () => {
    const { pro, client, appointment } = await makeOnlineSession(t.db);
    const link = "https://meet.example.com/sala-da-rita";
    await t.db
      .insert(agendaSettings)
      .values({ professionalId: pro.id, videoLink: link })
      .onConflictDoUpdate({ target: agendaSettings.professionalId, set: { videoLink: link } });
    const caller = await signInAs(t.app, client);
    const proCaller = await signInAs(t.app, pro);
    const linkIn = async (who: typeof caller) => {
      const room = (
        await who.request({ method: "GET", url: `/api/rooms/${appointment.id}` })
      ).json();
      const list = (
        await who.request({
          method: "GET",
          // A session already started is in the professional's history.
          url:
            who === caller
              ? "/api/appointments/client"
              : "/api/appointments/professional?period=history",
        })
      ).json();
      const listed = (Array.isArray(list) ? list : (list.items ?? [])).find(
        (a: { id: string }) => a.id === appointment.id,
      );
      return [room.externalLink, listed?.room?.externalLink ?? null];
    };
    expect(await linkIn(caller)).toEqual([null, null]);
    expect(await linkIn(proCaller)).toEqual([link, link]);
    expect((await acceptConsent(caller, pro.id)).statusCode).toBe(200);
    expect(await linkIn(caller)).toEqual([link, link]);
  });

  it("is 404 for a professional the client has no session with, and for others' roles", async () => {
    const { pro } = await makeOnlineSession(t.db);
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
