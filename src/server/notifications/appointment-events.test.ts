import { appointments, emailOutbox, notifications } from "@server/db/schema";
import { JOBS } from "@server/jobs";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { type EventMail, eventMailbox, expectOnlyMessage } from "@server/test/event-mail";
import {
  makeAdmin,
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { readCalendarEvents } from "@server/test/ical-reader";
import { type IcsComponent, parseIcs } from "@server/test/ics";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();
const box = eventMailbox(() => t.db);
const HOUR = 3_600_000;

/** A client, a professional and a bystander of their own, and a request between the first two. */
async function cast(request: { status?: "pending" | "approved"; timeZone?: string } = {}) {
  const client = await makeClient(t.db, { firstName: "Carla", lastName: "Mendes" });
  const pro = await makeProfessional(t.db, { user: { firstName: "Rita", lastName: "Souza" } });
  const bystander = await makeClient(t.db);
  const date = nextWeekday(2);
  const appointment = await makeAppointment(t.db, {
    clientId: client.id,
    professionalId: pro.id,
    date,
    startTime: "14:00",
    endTime: "15:00",
    serviceType: "domiciliar",
    notes: "Ansiedade e insônia há meses",
    ...request,
  });
  const [y, m, d] = date.split("-");
  await box.collect(); // whatever the set-up queued is not this event's
  return { client, pro, bystander, appointment, when: `${d}/${m}/${y} às 14:00`, date };
}

const inAppOf = (recipientId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.kind, kind)));

const statusOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status;

/** The approver's own invitation is `calendar-invitations.test.ts`'s (decision 0374). */
const withoutOwnCopy = (mails: EventMail[], approver: string) =>
  mails.filter((m) => !(m.to.includes(approver) && m.subject.startsWith("Sessão confirmada")));

function invitation(mail: EventMail, filename: string) {
  expect(mail.attachments.map((a) => a.filename)).toEqual([filename]);
  const ics = parseIcs(mail.attachments[0]!.content);
  const [event, ...more] = ics.components.filter((c) => c.type === "VEVENT");
  expect(more).toEqual([]);
  return { ics, event: event!, contentType: mail.attachments[0]!.contentType };
}

/** DTSTART/DTEND at the local wall-clock time with the zone's TZID, and its VTIMEZONE. */
function expectLocalTimes(ics: IcsComponent, event: IcsComponent, date: string, zone: string) {
  const day = date.replaceAll("-", "");
  expect(event.get("DTSTART")).toMatchObject({ params: { TZID: zone }, value: `${day}T140000` });
  expect(event.get("DTEND")).toMatchObject({ params: { TZID: zone }, value: `${day}T150000` });
  const zones = ics.components.filter((c) => c.type === "VTIMEZONE");
  expect(zones.map((z) => z.get("TZID")?.value)).toEqual([zone]);
}

describe("a request is approved → the client, with an .ics invitation", () => {
  it("'Confirmar' in the agenda: one e-mail with METHOD:REQUEST and the feed's UID", async () => {
    const { client, pro, bystander, appointment, when, date } = await cast();
    const rita = await signInAs(t.app, pro);
    const res = await rita.request({
      method: "PUT",
      url: `/api/agenda/appointments/${appointment.id}/status`,
      payload: { status: "approved" },
    });
    expect(res.statusCode).toBe(200);

    const mails = await box.collect();
    const mail = expectOnlyMessage(withoutOwnCopy(mails, pro.email), client.email, {
      subject: "Seu agendamento foi confirmado",
      link: "/appointments",
    });
    expect(mail.text).toContain(`Rita confirmou a sua sessão de ${when}.`);
    expect(mails.some((m) => m.to.includes(bystander.email))).toBe(false);
    const { ics, event, contentType } = invitation(mail, "convite.ics");
    expect(contentType).toContain("method=REQUEST");
    expect(ics.get("METHOD")?.value).toBe("REQUEST");
    expect(event.get("UID")?.value).toBe(`${appointment.id}@acolher`);
    expect(event.get("SEQUENCE")?.value).toBe("0");
    expect(event.get("SUMMARY")?.value).toBe("Sessão com Rita Souza — Acolher");
    expectLocalTimes(ics, event, date, "America/Sao_Paulo");
    expect(await inAppOf(client.id, "booking_approved")).toEqual([
      expect.objectContaining({ title: "Seu agendamento foi confirmado", link: "/appointments" }),
    ]);

    // The client's calendar feed names the same event: the invitation and the feed agree.
    const carla = await signInAs(t.app, client);
    const { path } = (
      await carla.request({ method: "POST", url: "/api/user/calendar-feed" })
    ).json<{ path: string }>();
    const feed = parseIcs((await t.app.inject({ url: path })).body);
    const uids = feed.components.filter((c) => c.type === "VEVENT").map((e) => e.get("UID")?.value);
    expect(uids).toEqual([`${appointment.id}@acolher`]);
  });

  it("'Confirmar' on the appointments screen, in the professional's own zone", async () => {
    const { client, pro, appointment, when, date } = await cast({ timeZone: "America/Manaus" });
    const rita = await signInAs(t.app, pro);
    const res = await rita.request({
      method: "PUT",
      url: `/api/appointments/${appointment.id}/status`,
      payload: { status: "confirmed" },
    });
    expect(res.statusCode).toBe(200);
    const mail = expectOnlyMessage(withoutOwnCopy(await box.collect(), pro.email), client.email, {
      subject: "Seu agendamento foi confirmado",
      link: "/appointments",
    });
    expect(mail.text).toContain(when); // 14:00 on the professional's wall clock in Manaus
    const { ics, event } = invitation(mail, "convite.ics");
    expectLocalTimes(ics, event, date, "America/Manaus");
    // A real calendar parser puts it at the session's absolute start and end (Manaus is UTC−4).
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    const parsed = readCalendarEvents(mail.attachments[0]!.content);
    expect(parsed.method).toBe("REQUEST");
    expect(parsed.events).toEqual([
      expect.objectContaining({
        uid: `${appointment.id}@acolher`,
        start: row!.startsAt,
        end: row!.endsAt,
      }),
    ]);
    expect(row!.startsAt.toISOString()).toBe(`${date}T18:00:00.000Z`);
  });

  it("a refused approval (the client had cancelled: 409) sends nothing and writes nothing", async () => {
    const { client, pro, appointment } = await cast();
    const carla = await signInAs(t.app, client);
    const cancel = await carla.request({
      method: "PUT",
      url: `/api/appointments/${appointment.id}/status`,
      payload: { status: "cancelled" },
    });
    expect(cancel.statusCode).toBe(200);
    await box.collect(); // the cancellation's own e-mail to the professional
    const rita = await signInAs(t.app, pro);
    const res = await rita.request({
      method: "PUT",
      url: `/api/agenda/appointments/${appointment.id}/status`,
      payload: { status: "approved" },
    });
    expect(res.statusCode).toBe(409);
    expect(await box.collect()).toEqual([]);
    expect(await inAppOf(client.id, "booking_approved")).toEqual([]);
  });
});

describe("a request is rejected → the client", () => {
  it("with a reason: says there is one and where to read it, never quotes it", async () => {
    const { client, pro, bystander, appointment, when } = await cast();
    const rita = await signInAs(t.app, pro);
    const res = await rita.request({
      method: "PUT",
      url: `/api/agenda/appointments/${appointment.id}/status`,
      payload: { status: "rejected", professionalNotes: "Não atendo casos de ansiedade" },
    });
    expect(res.statusCode).toBe(200);
    const mails = await box.collect();
    const mail = expectOnlyMessage(mails, client.email, {
      subject: "Sua solicitação de agendamento foi recusada",
      link: "/appointments",
    });
    expect(mails.some((m) => m.to.includes(bystander.email) || m.to.includes(pro.email))).toBe(
      false,
    );
    expect(mail.text).toContain(`Rita recusou a sua solicitação para ${when}.`);
    expect(mail.text).toContain("deixou um motivo");
    expect(mail.text).not.toContain("Não atendo");
    expect(mail.attachments).toEqual([]);
    expect(await inAppOf(client.id, "booking_rejected")).toHaveLength(1);
  });

  it("without a reason: only that it was not accepted", async () => {
    const { client, pro, appointment } = await cast();
    const rita = await signInAs(t.app, pro);
    await rita.request({
      method: "PUT",
      url: `/api/agenda/appointments/${appointment.id}/status`,
      payload: { status: "rejected" },
    });
    const mail = expectOnlyMessage(await box.collect(), client.email, {
      subject: "Sua solicitação de agendamento foi recusada",
      link: "/appointments",
    });
    expect(mail.text).not.toContain("motivo");
  });
});

describe("a request expires unanswered → the client", () => {
  it("the expire-unanswered-requests job tells the client once, however often it runs", async () => {
    const { client, pro, bystander, appointment, when } = await cast();
    await t.db
      .update(appointments)
      .set({ createdAt: new Date(testNow().getTime() - 49 * HOUR) })
      .where(eq(appointments.id, appointment.id));
    const job = JOBS.find((j) => j.name === "expire-unanswered-requests")!;
    await job.run(t.db, testNow());
    await job.run(t.db, testNow());
    expect(await statusOf(appointment.id)).toBe("auto_rejected");
    const mails = await box.collect();
    const mail = expectOnlyMessage(mails, client.email, {
      subject: "Sua solicitação de agendamento não foi respondida a tempo",
      link: "/appointments",
    });
    expect(mail.text).toContain(`Rita não respondeu a tempo à sua solicitação para ${when}`);
    expect(mails.some((m) => m.to.includes(bystander.email) || m.to.includes(pro.email))).toBe(
      false,
    );
    expect(await inAppOf(client.id, "booking_expired")).toHaveLength(1);
  });

  it("a request expired by a list read between job runs tells the client too", async () => {
    const { client, pro, appointment } = await cast();
    await t.db
      .update(appointments)
      .set({ createdAt: new Date(testNow().getTime() - 49 * HOUR) })
      .where(eq(appointments.id, appointment.id));
    const rita = await signInAs(t.app, pro);
    expect((await rita.request({ url: "/api/agenda/appointments/pending" })).json()).toEqual([]);
    expectOnlyMessage(await box.collect(), client.email, {
      subject: "Sua solicitação de agendamento não foi respondida a tempo",
      link: "/appointments",
    });
  });
});

describe("a request or session is cancelled → the other side", () => {
  it("the client cancels a request → the professional, at the appointments screen", async () => {
    const { client, pro, bystander, appointment, when } = await cast();
    const carla = await signInAs(t.app, client);
    const res = await carla.request({
      method: "PUT",
      url: `/api/appointments/${appointment.id}/status`,
      payload: { status: "cancelled" },
    });
    expect(res.statusCode).toBe(200);
    const mails = await box.collect();
    const mail = expectOnlyMessage(mails, pro.email, {
      subject: "Um agendamento foi cancelado",
      link: "/professional/appointments",
    });
    expect(mails.some((m) => m.to.includes(bystander.email))).toBe(false);
    expect(mail.text).toContain(`Carla cancelou a solicitação de ${when}.`);
    expect(mail.attachments).toEqual([]); // never approved: no calendar to update
    expect(await inAppOf(pro.id, "booking_cancelled")).toEqual([
      expect.objectContaining({ link: "/professional/appointments" }),
    ]);
  });

  it("the professional cancels a request → the client", async () => {
    const { client, pro, appointment, when } = await cast();
    const rita = await signInAs(t.app, pro);
    await rita.request({
      method: "PUT",
      url: `/api/appointments/${appointment.id}/status`,
      payload: { status: "cancelled" },
    });
    const mail = expectOnlyMessage(await box.collect(), client.email, {
      subject: "Um agendamento foi cancelado",
      link: "/appointments",
    });
    expect(mail.text).toContain(`Rita cancelou a solicitação de ${when}.`);
  });

  it("a ban cancels an approved session: the client gets METHOD:CANCEL, the banned only the suspension", async () => {
    const { client, pro, bystander, appointment, date } = await cast({ status: "approved" });
    const admin = await signInAs(t.app, await makeAdmin(t.db));
    const res = await admin.request({
      method: "PUT",
      url: `/api/admin/users/${pro.id}/ban`,
      payload: { isBanned: true, banReason: "uso_indevido", note: "Conduta" },
    });
    expect(res.statusCode).toBe(200);
    const all = await box.collect();
    // The banned professional's one e-mail is the suspension notice (decision 0378).
    const toBanned = all.filter((m) => m.to.includes(pro.email));
    expect(toBanned.map((m) => m.subject)).toEqual(["Sua conta no Acolher foi suspensa"]);
    const mails = all.filter((m) => !m.to.includes(pro.email));
    const mail = expectOnlyMessage(mails, client.email, {
      subject: "Um agendamento foi cancelado",
      link: "/appointments",
    });
    expect(mails.some((m) => m.to.includes(bystander.email))).toBe(false);
    expect(mail.text).toContain("porque a conta da outra pessoa não está mais ativa");
    expect(mail.text).not.toContain("Rita");
    const { ics, event, contentType } = invitation(mail, "cancelamento.ics");
    expect(contentType).toContain("method=CANCEL");
    expect(ics.get("METHOD")?.value).toBe("CANCEL");
    expect(event.get("UID")?.value).toBe(`${appointment.id}@acolher`);
    expect(Number(event.get("SEQUENCE")?.value)).toBeGreaterThan(0);
    expect(event.get("STATUS")?.value).toBe("CANCELLED");
    expectLocalTimes(ics, event, date, "America/Sao_Paulo");
    const parsed = readCalendarEvents(mail.attachments[0]!.content);
    expect(parsed.method).toBe("CANCEL");
    expect(parsed.events).toEqual([
      expect.objectContaining({
        uid: `${appointment.id}@acolher`,
        status: "CANCELLED",
        start: new Date(`${date}T17:00:00.000Z`), // 14:00 in São Paulo (UTC−3)
      }),
    ]);
  });

  it("a deleted account's approved session: the professional is told, the name is not kept", async () => {
    const { client, pro, appointment } = await cast({ status: "approved" });
    const carla = await signInAs(t.app, client);
    expect((await carla.request({ method: "DELETE", url: "/api/user/account" })).statusCode).toBe(
      200,
    );
    const [queued] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `booking_cancelled:${appointment.id}`));
    expect(JSON.stringify(queued?.params)).not.toMatch(/Carla|Mendes/);
    const mail = expectOnlyMessage(await box.collect(), pro.email, {
      subject: "Um agendamento foi cancelado",
      link: "/professional/appointments",
    });
    expect(`${mail.text}${mail.attachments[0]?.content}`).not.toMatch(/Carla|Mendes/);
    expect(invitation(mail, "cancelamento.ics").ics.get("METHOD")?.value).toBe("CANCEL");
  });
});
