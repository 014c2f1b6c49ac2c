import { addDays } from "@domain/time";
import { calendarFeeds, professionalProfiles, users } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  SAO_PAULO,
  signInAs,
} from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

/** Creates the caller's feed and answers its path. */
async function createFeed(caller: Caller): Promise<string> {
  const res = await caller.request({ method: "POST", url: "/api/user/calendar-feed" });
  expect(res.statusCode).toBe(200);
  return res.json().path;
}

/** Reads a feed with no session, as a calendar app does; long lines unfolded (RFC 5545 3.1). */
async function readFeed(path: string) {
  const res = await t.app.inject({ method: "GET", url: path });
  return { res, text: res.body.replace(/\r\n[ \t]/g, "") };
}

async function pair() {
  const pro = await makeProfessional(t.db, {
    user: { firstName: "Ana", lastName: "Souza" },
    specialty: "Psicologia",
  });
  const client = await makeClient(t.db, {
    firstName: "Bruno",
    lastName: "Lima",
    address: "Vila Madalena",
  });
  return { pro, client };
}

describe("the private calendar address (GET /api/calendar/:token.ics)", () => {
  it("gives a client's calendar app their approved and confirmed sessions, at the local time in São Paulo, without health details", async () => {
    const { pro, client } = await pair();
    const date = nextWeekday(3);
    const approved = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      date,
      startTime: "10:00",
      endTime: "11:00",
      status: "approved",
      serviceType: "domiciliar",
      notes: "Ansiedade e insônia",
    });
    await t.db.update(users).set({ address: "Vila Madalena" }).where(eq(users.id, client.id));
    const confirmed = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      date: addDays(date, 1),
      startTime: "14:30",
      endTime: "15:20",
      status: "confirmed",
    });
    const caller = await signInAs(t.app, client);

    const path = await createFeed(caller);
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const { res, text } = await readFeed(path);

    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2);
    expect(text).toContain(`UID:${approved.id}@acolher`);
    expect(text).toContain(`UID:${confirmed.id}@acolher`);
    const compact = date.replaceAll("-", "");
    expect(text).toContain(`DTSTART;TZID=${SAO_PAULO}:${compact}T100000`);
    expect(text).toContain(`DTEND;TZID=${SAO_PAULO}:${compact}T110000`);
    expect(text).toContain(
      `DTSTART;TZID=${SAO_PAULO}:${addDays(date, 1).replaceAll("-", "")}T143000`,
    );
    expect(text).toContain("SUMMARY:Sessão com Ana Souza — Acolher");
    // The TZID points at a VTIMEZONE (RFC 5545): São Paulo is UTC-3 all year.
    expect(text).toContain(
      `BEGIN:VTIMEZONE\r\nTZID:${SAO_PAULO}\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:-0300\r\nTZOFFSETTO:-0300\r\n`,
    );
    expect(text).toMatch(/^URL;VALUE=URI:http:\/\/[^/\r]+\/appointments\r$/m);
    // An online session (the factory's default): its room is the URL and LOCATION (decision 0397).
    expect(text).toMatch(
      new RegExp(`^URL;VALUE=URI:http://[^/\\r]+/sessao/${confirmed.id}\\r$`, "m"),
    );
    expect(text).toMatch(new RegExp(`^LOCATION:http://[^/\\r]+/sessao/${confirmed.id}\\r$`, "m"));
    expect(text).not.toContain(`/sessao/${approved.id}`);
    // LGPD: no specialty, notes, CPF, register or address of anyone.
    const [profile] = await t.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.id));
    for (const secret of [
      "Psicologia",
      "Ansiedade",
      "Vila Madalena",
      "Rua dos Pinheiros",
      "Pinheiros",
      profile!.cpf!,
      profile!.professionalRegister!,
      client.email,
      pro.email,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("leaves out requests not approved, and sessions cancelled or more than 60 days old", async () => {
    const { pro, client } = await pair();
    const base = { clientId: client.id, professionalId: pro.id };
    const date = nextWeekday(2);
    const left = await Promise.all(
      (["pending", "rejected", "auto_rejected", "cancelled"] as const).map((status, i) =>
        makeAppointment(t.db, {
          ...base,
          date: addDays(date, i * 7),
          startTime: "09:00",
          endTime: "10:00",
          status,
        }),
      ),
    );
    const recent = await makeAppointment(t.db, {
      ...base,
      startedMinutesAgo: 59 * 24 * 60,
      status: "confirmed",
    });
    const old = await makeAppointment(t.db, {
      ...base,
      startedMinutesAgo: 61 * 24 * 60,
      status: "confirmed",
    });

    const { text } = await readFeed(await createFeed(await signInAs(t.app, client)));

    expect(text).toContain(`UID:${recent.id}@acolher`);
    for (const appointment of [...left, old]) expect(text).not.toContain(appointment.id);
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1);
  });

  it("gives a professional their sessions with the client's name, and never another user's sessions", async () => {
    const { pro, client } = await pair();
    const stranger = await makeClient(t.db);
    const otherPro = await makeProfessional(t.db);
    const mine = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      date: nextWeekday(4),
      startTime: "16:00",
      endTime: "17:00",
      status: "approved",
    });
    const theirs = await makeAppointment(t.db, {
      clientId: stranger.id,
      professionalId: otherPro.id,
      date: nextWeekday(4),
      startTime: "16:00",
      endTime: "17:00",
      status: "approved",
    });

    const proFeed = await readFeed(await createFeed(await signInAs(t.app, pro)));
    const strangerFeed = await readFeed(await createFeed(await signInAs(t.app, stranger)));

    expect(proFeed.text).toContain(`UID:${mine.id}@acolher`);
    expect(proFeed.text).toContain("SUMMARY:Sessão com Bruno Lima — Acolher");
    expect(proFeed.text).toMatch(
      new RegExp(`^URL;VALUE=URI:http://[^/\\r]+/sessao/${mine.id}\\r$`, "m"),
    );
    expect(proFeed.text).not.toContain(theirs.id);
    expect(strangerFeed.text).toContain(`UID:${theirs.id}@acolher`);
    expect(strangerFeed.text).not.toContain(mine.id);
  });

  it("answers the same 404 for an unknown, a malformed, a replaced and a revoked address", async () => {
    const { client } = await pair();
    const caller = await signInAs(t.app, client);
    const first = await createFeed(caller);
    const second = await createFeed(caller);
    expect(second).not.toBe(first);

    const replaced = await readFeed(first);
    expect(replaced.res.statusCode).toBe(404);
    expect((await readFeed(second)).res.statusCode).toBe(200);

    const revoke = await caller.request({ method: "DELETE", url: "/api/user/calendar-feed" });
    expect(revoke.statusCode).toBe(200);
    const revoked = await readFeed(second);
    const unknown = await readFeed(`/api/calendar/${"A".repeat(43)}.ics`);
    const malformed = await readFeed("/api/calendar/nada.ics");
    for (const answer of [revoked, unknown, malformed]) {
      expect(answer.res.statusCode).toBe(404);
      expect(answer.res.json()).toEqual(replaced.res.json());
    }
    expect(replaced.res.json().message).toBe("Calendário não encontrado.");
  });

  it("stops answering when the owner is suspended", async () => {
    const { client } = await pair();
    const path = await createFeed(await signInAs(t.app, client));
    await t.db.update(users).set({ isBanned: true }).where(eq(users.id, client.id));

    expect((await readFeed(path)).res.statusCode).toBe(404);
  });

  it("stops answering when the owner deletes their account", async () => {
    const { pro, client } = await pair();
    await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      date: nextWeekday(5),
      startTime: "08:00",
      endTime: "09:00",
      status: "approved",
    });
    const caller = await signInAs(t.app, client);
    const path = await createFeed(caller);
    expect((await readFeed(path)).res.statusCode).toBe(200);

    const deleted = await caller.request({ method: "DELETE", url: "/api/user/account" });
    expect(deleted.statusCode).toBe(200);
    expect((await readFeed(path)).res.statusCode).toBe(404);
    const kept = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, client.id));
    expect(kept).toEqual([]);
  });
});

describe("GET /api/user/calendar-feed", () => {
  it("says whether an address exists and since when, and keeps only a hash of its token", async () => {
    const { client } = await pair();
    const caller = await signInAs(t.app, client);
    const status = () => caller.request({ url: "/api/user/calendar-feed" });

    expect((await status()).json()).toEqual({ exists: false, createdAt: null });
    const path = await createFeed(caller);
    const after = (await status()).json();
    expect(after.exists).toBe(true);
    expect(typeof after.createdAt).toBe("string");
    expect(JSON.stringify(after)).not.toContain(path.slice(14, -4));

    const token = path.slice("/api/calendar/".length, -".ics".length);
    const [row] = await t.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, client.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    await caller.request({ method: "DELETE", url: "/api/user/calendar-feed" });
    expect((await status()).json()).toEqual({ exists: false, createdAt: null });
  });
});
