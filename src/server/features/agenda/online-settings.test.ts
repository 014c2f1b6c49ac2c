import { CONSENT_EXTRA_MAX, VIDEO_LINK_MAX, VIDEO_LINK_MESSAGES } from "@domain/telehealth";
import { agendaSettings } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { makeAdmin, makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const read = (caller: Caller) => caller.request({ url: "/api/agenda/online" });
const write = (caller: Caller, payload: unknown) =>
  caller.request({ method: "PUT", url: "/api/agenda/online", payload: payload as object });
const rowOf = async (professionalId: string) =>
  (
    await t.db
      .select()
      .from(agendaSettings)
      .where(eq(agendaSettings.professionalId, professionalId))
  )[0];

async function professional() {
  const pro = await makeProfessional(t.db);
  return { pro, as: await signInAs(t.app, pro) };
}

describe("GET/PUT /api/agenda/online", () => {
  it("answers nulls before anything is set, and creates the settings row on the first save", async () => {
    const { pro, as } = await professional();
    await t.db.delete(agendaSettings).where(eq(agendaSettings.professionalId, pro.id));
    expect((await read(as)).json()).toEqual({ videoLink: null, telehealthConsentExtra: null });

    const res = await write(as, {
      videoLink: "  https://meet.google.com/abc-defg-hij ",
      telehealthConsentExtra: " Sessões de 50 minutos. ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      videoLink: "https://meet.google.com/abc-defg-hij",
      telehealthConsentExtra: "Sessões de 50 minutos.",
    });
    expect(await rowOf(pro.id)).toMatchObject({
      videoLink: "https://meet.google.com/abc-defg-hij",
      telehealthConsentExtra: "Sessões de 50 minutos.",
      serviceDuration: 60,
    });
    expect((await read(as)).json()).toEqual(res.json());
  });

  it("keeps the other agenda settings, and empty values clear both", async () => {
    const { pro, as } = await professional();
    await as.request({
      method: "POST",
      url: "/api/agenda/settings",
      payload: { serviceDuration: 50, cancellationNoticeHours: 48 },
    });
    await write(as, { videoLink: "https://zoom.us/j/123", telehealthConsentExtra: "Algo." });
    const cleared = await write(as, { videoLink: "", telehealthConsentExtra: "   " });
    expect(cleared.json()).toEqual({ videoLink: null, telehealthConsentExtra: null });
    expect(await rowOf(pro.id)).toMatchObject({
      serviceDuration: 50,
      cancellationNoticeHours: 48,
      videoLink: null,
      telehealthConsentExtra: null,
    });
    const nulls = await write(as, { videoLink: null, telehealthConsentExtra: null });
    expect(nulls.statusCode).toBe(200);
  });

  it.each([
    ["http://meet.google.com/abc", VIDEO_LINK_MESSAGES.invalid],
    ["javascript:alert(1)", VIDEO_LINK_MESSAGES.invalid],
    ["https://user:senha@meet.google.com/abc", VIDEO_LINK_MESSAGES.invalid],
    ["https://localhost/sala", VIDEO_LINK_MESSAGES.invalid],
    ["https://meet.google.com/a b", VIDEO_LINK_MESSAGES.invalid],
    ["meet.google.com/abc", VIDEO_LINK_MESSAGES.invalid],
    [`https://meet.google.com/${"a".repeat(VIDEO_LINK_MAX)}`, VIDEO_LINK_MESSAGES.tooLong],
    [42, VIDEO_LINK_MESSAGES.invalid],
  ])(
    "refuses the video link %s with 400 and its message, changing nothing",
    async (link, message) => {
      const { pro, as } = await professional();
      await write(as, {
        videoLink: "https://jitsi.example.org/sala",
        telehealthConsentExtra: null,
      });
      const res = await write(as, { videoLink: link, telehealthConsentExtra: null });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().fieldErrors.videoLink).toEqual([message]);
      expect((await rowOf(pro.id))?.videoLink).toBe("https://jitsi.example.org/sala");
    },
  );

  it("refuses control characters and an addition over the limit with a Portuguese 400", async () => {
    const { pro, as } = await professional();
    const control = await write(as, {
      videoLink: "https://meet.google.com/abc\u0007",
      telehealthConsentExtra: null,
    });
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toMatch(/[çãéá]|caracteres|inválid/i);
    const long = await write(as, {
      videoLink: null,
      telehealthConsentExtra: "a".repeat(CONSENT_EXTRA_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(
      `O acréscimo ao termo tem no máximo ${CONSENT_EXTRA_MAX} caracteres.`,
    );
    const notText = await write(as, { videoLink: null, telehealthConsentExtra: ["x"] });
    expect(notText.statusCode).toBe(400);
    expect((await rowOf(pro.id))?.telehealthConsentExtra ?? null).toBeNull();
  });

  it("is the professional's own: anonymous 401, client and admin 403", async () => {
    expect((await t.app.inject({ url: "/api/agenda/online" })).statusCode).toBe(401);
    const client = await signInAs(t.app, await makeClient(t.db));
    const admin = await signInAs(t.app, await makeAdmin(t.db));
    for (const caller of [client, admin]) {
      expect((await read(caller)).statusCode).toBe(403);
      const res = await write(caller, { videoLink: null, telehealthConsentExtra: null });
      expect(res.statusCode).toBe(403);
    }
    const { pro, as } = await professional();
    await write(as, { videoLink: "https://zoom.us/j/1", telehealthConsentExtra: null });
    const other = await professional();
    expect((await read(other.as)).json()).toEqual({
      videoLink: null,
      telehealthConsentExtra: null,
    });
    expect((await rowOf(pro.id))?.videoLink).toBe("https://zoom.us/j/1");
  });
});
