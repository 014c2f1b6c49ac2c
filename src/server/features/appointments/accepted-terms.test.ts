import { BOOKING_POLICY_MESSAGES, HEALTH_NOTE_CONSENT } from "@domain/booking-policy";
import { consents } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, nextWeekday, signInAs } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

/** Issue 31, items 4 and 5 (decision 0392): the terms a request accepts, and the note's consent. */
const t = setupTestApp();
let client: Caller;
let pro: Awaited<ReturnType<typeof makeProfessional>>;
let proCaller: Caller;
// Two lines: the policy is written in a multi-line box and read as written.
const POLICY = "Faltas sem aviso contam como sessão realizada.\nRemarque pelo app.";
const TERMS = {
  cancellationNoticeHours: 48,
  bookingPolicy: POLICY,
  price: "180",
  startingFrom: false,
};

beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
  pro = await makeProfessional(t.db, { price: "180.00" });
  proCaller = await signInAs(t.app, pro);
  const set = await proCaller.request({
    method: "POST",
    url: "/api/agenda/settings",
    payload: { cancellationNoticeHours: 48, bookingPolicy: POLICY },
  });
  expect(set.statusCode, set.body).toBe(200);
  expect(set.json()).toMatchObject({ cancellationNoticeHours: 48, bookingPolicy: POLICY });
});

/** Each test books as a client of its own: one client's pending requests are capped at 3. */
const book = async (payload: Record<string, unknown>, date = nextWeekday(1)) => {
  client = await signInAs(t.app, await makeClient(t.db));
  return bookAs(client, payload, date);
};
const bookAs = (caller: Caller, payload: Record<string, unknown>, date: string) =>
  caller.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId: pro.id,
      appointmentDate: date,
      startTime: "09:00",
      endTime: "10:00",
      serviceType: "online",
      ...payload,
    },
  });

describe("the terms a client accepts at 'Solicitar'", () => {
  it("are the professional's, refused when they break the publicity rules or run long", async () => {
    for (const bookingPolicy of ["Primeira sessão grátis para quem indicar", "x".repeat(501)]) {
      const res = await proCaller.request({
        method: "POST",
        url: "/api/agenda/settings",
        payload: { bookingPolicy },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.bookingPolicy).toHaveLength(1);
    }
    const read = await client.request({ url: `/api/agenda/settings/${pro.id}` });
    expect(read.json().bookingPolicy).toBe(POLICY);
  });

  it("are stored with the request and shown to both sides", async () => {
    const res = await book({ acceptedTerms: TERMS }, nextWeekday(1));
    expect(res.statusCode, res.body).toBe(201);
    const accepted = {
      ...TERMS,
      price: "180.00",
      appointmentDate: nextWeekday(1),
      startTime: "09:00",
      endTime: "10:00",
      serviceType: "online",
    };
    expect(res.json().acceptedPolicy).toMatchObject(accepted);
    const forPro = await proCaller.request({ url: "/api/agenda/appointments/pending" });
    const seen = forPro.json().find((a: { id: string }) => a.id === res.json().id);
    expect(seen.acceptedPolicy).toMatchObject(accepted);
  });

  it("answer 409 and book nothing when they changed after the summary was shown", async () => {
    const res = await book(
      { acceptedTerms: { ...TERMS, cancellationNoticeHours: 24 } },
      nextWeekday(2),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BOOKING_POLICY_MESSAGES.termsChanged);
    const stale = await book({ acceptedTerms: { ...TERMS, price: "150" } }, nextWeekday(2));
    expect(stale.statusCode).toBe(409);
    const mine = (await client.request({ url: "/api/appointments/client" })).json();
    expect(JSON.stringify(mine)).not.toContain(nextWeekday(2));
  });

  it("freeze at approval no longer a notice than the client accepted", async () => {
    const settings = (payload: Record<string, unknown>) =>
      proCaller.request({ method: "POST", url: "/api/agenda/settings", payload });
    await settings({ cancellationNoticeHours: 12 });
    const res = await book(
      { acceptedTerms: { ...TERMS, cancellationNoticeHours: 12 } },
      nextWeekday(3),
    );
    expect(res.statusCode, res.body).toBe(201);
    // The professional lengthens the notice after the request: the client keeps the 12 hours.
    await settings({ cancellationNoticeHours: 48 });
    const approved = await proCaller.request({
      method: "PUT",
      url: `/api/agenda/appointments/${res.json().id}/status`,
      payload: { status: "approved" },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().cancellationNoticeHours).toBe(12);
  });
});

describe("a booking note's consent (LGPD art. 11, I)", () => {
  it("is required to send a note, recorded with its version, and listed in the export", async () => {
    const refused = await book({ notes: "Tenho ansiedade", acceptedTerms: TERMS }, nextWeekday(4));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.notesConsent).toEqual([
      BOOKING_POLICY_MESSAGES.noteNeedsConsent,
    ]);
    const res = await book(
      { notes: "Tenho ansiedade", notesConsent: true, acceptedTerms: TERMS },
      nextWeekday(4),
    );
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.db
      .select()
      .from(consents)
      .where(eq(consents.appointmentId, res.json().id));
    expect(rows).toMatchObject([
      { purpose: "health_note", textVersion: HEALTH_NOTE_CONSENT.version, withdrawnAt: null },
    ]);
    const exported = (await client.request({ url: "/api/user/data-export" })).json();
    expect(exported.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: "health_note", appointmentId: res.json().id }),
      ]),
    );
  });

  it("can be withdrawn by the client only: the note is erased, the record keeps both dates", async () => {
    const res = await book(
      { notes: "Uso medicação contínua", notesConsent: true, acceptedTerms: TERMS },
      nextWeekday(5),
    );
    const id = res.json().id;
    const url = `/api/appointments/${id}/note-consent/withdraw`;
    expect((await proCaller.request({ method: "POST", url })).statusCode).toBe(403);
    const other = await signInAs(t.app, await makeClient(t.db));
    expect((await other.request({ method: "POST", url })).statusCode).toBe(404);

    const withdrawn = await client.request({ method: "POST", url });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().notes).toBeNull();
    const [row] = await t.db.select().from(consents).where(eq(consents.appointmentId, id));
    expect(row!.withdrawnAt).not.toBeNull();
    const forPro = (await proCaller.request({ url: "/api/agenda/appointments/pending" })).json();
    expect(forPro.find((a: { id: string }) => a.id === id).notes).toBeNull();
    const again = await client.request({ method: "POST", url });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BOOKING_POLICY_MESSAGES.noNoteToWithdraw);
  });
});
