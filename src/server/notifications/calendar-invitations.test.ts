import { appointments, notifications } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { EVENT_APP_URL, type EventMail, eventMailbox } from "@server/test/event-mail";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { readCalendarEvents } from "@server/test/ical-reader";
import { parseIcs } from "@server/test/ics";
import { HEALTH_DETAIL } from "@server/test/mail-privacy";
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

// Decision 0374: every invitation names the platform's no-reply address as ORGANIZER and its
// reader alone as ATTENDEE (RFC 5546 3.2.2, 3.2.5); both sides get what concerns them.
const t = setupTestApp();
const box = eventMailbox(() => t.db);
/** The sender the mailbox delivers with (`eventMailbox`): "Acolher <nao-responda@acolher.test>". */
const NO_REPLY = "mailto:nao-responda@acolher.test";

/** Carla asks Rita; each test has its own pair, signed in, and a session on a Tuesday at 14:00. */
async function cast(status: "pending" | "approved" = "pending") {
  const client = await makeClient(t.db, { firstName: "Carla", lastName: "Mendes" });
  const pro = await makeProfessional(t.db, { user: { firstName: "Rita", lastName: "Souza" } });
  const appointment = await makeAppointment(t.db, {
    clientId: client.id,
    professionalId: pro.id,
    date: nextWeekday(2),
    startTime: "14:00",
    endTime: "15:00",
    status,
  });
  const parties = {
    client,
    pro,
    carla: await signInAs(t.app, client),
    rita: await signInAs(t.app, pro),
  };
  await box.collect(); // what the set-up queued is not this event's
  return { ...parties, appointment };
}

/** The one message to `email`, with no health detail anywhere in it. */
function mailTo(mails: EventMail[], email: string, subject: string): EventMail {
  const to = mails.filter((m) => m.to.includes(email));
  expect(to.map((m) => m.subject)).toEqual([subject]);
  const mail = to[0]!;
  for (const part of [
    mail.subject,
    mail.text,
    mail.html,
    ...mail.attachments.map((a) => a.content),
  ])
    expect(part).not.toMatch(HEALTH_DETAIL);
  return mail;
}

/**
 * The mail's one .ics, read by the strict parser and by ical.js: its METHOD, and every event
 * from the no-reply ORGANIZER to the reader as the only ATTENDEE, the other party's address
 * nowhere in the file.
 */
function invitation(
  mail: EventMail,
  expected: { file: string; method: "REQUEST" | "CANCEL"; reader: string; other: string },
) {
  expect(mail.attachments.map((a) => a.filename)).toEqual([expected.file]);
  const { content, contentType } = mail.attachments[0]!;
  expect(contentType).toContain(`method=${expected.method}`);
  const ics = parseIcs(content);
  expect(ics.get("METHOD")?.value).toBe(expected.method);
  const events = ics.components.filter((c) => c.type === "VEVENT");
  for (const event of events) {
    expect(event.properties.filter((p) => p.name === "ORGANIZER")).toHaveLength(1);
    expect(event.get("ORGANIZER")?.value.toLowerCase()).toBe(NO_REPLY);
    const attendees = event.properties.filter((p) => p.name === "ATTENDEE");
    expect(attendees.map((a) => a.value.toLowerCase())).toEqual([`mailto:${expected.reader}`]);
  }
  expect(content.toLowerCase()).not.toContain(expected.other.toLowerCase());
  const parsed = readCalendarEvents(content);
  expect(parsed.method).toBe(expected.method);
  for (const event of parsed.events) {
    expect(event.organizer?.toLowerCase()).toBe(NO_REPLY);
    expect(event.attendees.map((a) => a?.toLowerCase())).toEqual([`mailto:${expected.reader}`]);
  }
  return { events, parsed: parsed.events };
}

const whenOf = (date: string) =>
  `${date.slice(8)}/${date.slice(5, 7)}/${date.slice(0, 4)} às 14:00`;

const inAppKinds = async (userId: string) =>
  (
    await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.recipientId, userId))
  ).map((n) => n.kind);

describe("an approval: a REQUEST to each side", () => {
  it("the client's invitation and the professional's own, each addressed to its reader alone", async () => {
    const { client, pro, rita, appointment } = await cast();
    const res = await rita.request({
      method: "PUT",
      url: `/api/agenda/appointments/${appointment.id}/status`,
      payload: { status: "approved" },
    });
    expect(res.statusCode).toBe(200);
    const mails = await box.collect();
    expect(mails.map((m) => m.to[0]).sort()).toEqual([client.email, pro.email].sort());

    const toClient = mailTo(mails, client.email, "Seu agendamento foi confirmado");
    const sent = invitation(toClient, {
      file: "convite.ics",
      method: "REQUEST",
      reader: client.email,
      other: pro.email,
    });
    const toPro = mailTo(mails, pro.email, "Sessão confirmada: convite para o seu calendário");
    expect(toPro.text).toContain(
      `Você confirmou a sessão com Carla de ${whenOf(appointment.appointmentDate)}.`,
    );
    expect(toPro.text).toContain(`${EVENT_APP_URL}/professional/appointments`);
    const own = invitation(toPro, {
      file: "convite.ics",
      method: "REQUEST",
      reader: pro.email,
      other: client.email,
    });
    // One event, the same UID and SEQUENCE in both calendars, each naming the other person.
    for (const { events } of [sent, own]) {
      expect(events.map((e) => e.get("UID")?.value)).toEqual([`${appointment.id}@acolher`]);
      expect(events[0]!.get("SEQUENCE")?.value).toBe("0");
    }
    expect(own.events[0]!.get("SUMMARY")?.value).toBe("Sessão com Carla Mendes — Acolher");
    expect(own.parsed[0]).toMatchObject({ start: appointment.startsAt, end: appointment.endsAt });
    // The professional did it: nothing new in their bell.
    expect(await inAppKinds(pro.id)).toEqual([]);
  });
});

describe("a cancelled session: a CANCEL to each side", () => {
  it.each([
    ["the professional", "rita", "client"],
    ["the client", "carla", "pro"],
  ] as const)(
    "%s cancels: the other side's CANCEL and the canceller's own",
    async (_, who, otherSide) => {
      const cast_ = await cast("approved");
      const { appointment } = cast_;
      const canceller: Caller = cast_[who];
      const res = await canceller.request({
        method: "PUT",
        url: `/api/appointments/${appointment.id}/status`,
        payload: { status: "cancelled" },
      });
      expect(res.statusCode).toBe(200);
      const mails = await box.collect();
      const other = cast_[otherSide];
      const self = otherSide === "client" ? cast_.pro : cast_.client;
      expect(mails).toHaveLength(2);
      const told = mailTo(mails, other.email, "Um agendamento foi cancelado");
      const own = mailTo(mails, self.email, "Sessão cancelada: atualize o seu calendário");
      expect(own.text).toContain(
        `Você cancelou a sessão de ${whenOf(appointment.appointmentDate)}`,
      );
      for (const [mail, reader, stranger] of [
        [told, other.email, self.email],
        [own, self.email, other.email],
      ] as const) {
        const { events } = invitation(mail, {
          file: "cancelamento.ics",
          method: "CANCEL",
          reader,
          other: stranger,
        });
        expect(events.map((e) => e.get("UID")?.value)).toEqual([`${appointment.id}@acolher`]);
        expect(events[0]!.get("STATUS")?.value).toBe("CANCELLED");
        expect(events[0]!.get("SEQUENCE")?.value).toBe("1");
      }
    },
  );
});

describe("an accepted reschedule: the updated REQUEST to each side", () => {
  it.each([
    ["the client proposes, the professional accepts", "carla", "rita"],
    ["the professional proposes, the client accepts", "rita", "carla"],
  ] as const)("%s", async (_, proposer, answerer) => {
    const cast_ = await cast("approved");
    const { appointment, client, pro } = cast_;
    const proposed = await cast_[proposer].request({
      method: "POST",
      url: `/api/appointments/${appointment.id}/reschedule`,
      payload: {
        appointmentDate: appointment.appointmentDate,
        startTime: "16:00",
        endTime: "17:00",
      },
    });
    expect(proposed.statusCode).toBe(201);
    await box.collect(); // the proposal's own message
    const pid = proposed.json().pendingReschedule.id;
    const res = await cast_[answerer].request({
      method: "PUT",
      url: `/api/appointments/${appointment.id}/reschedule/${pid}`,
      payload: { status: "accepted" },
    });
    expect(res.statusCode).toBe(200);
    const mails = await box.collect();
    expect(mails).toHaveLength(2);
    const subjects = {
      [proposer]: "Sua proposta de remarcação foi aceita",
      [answerer]: "Sua sessão foi remarcada",
    };
    const day = appointment.appointmentDate.replaceAll("-", "");
    for (const [reader, other, name] of [
      [client, pro, "carla"],
      [pro, client, "rita"],
    ] as const) {
      const mail = mailTo(mails, reader.email, subjects[name]!);
      const { events } = invitation(mail, {
        file: "convite.ics",
        method: "REQUEST",
        reader: reader.email,
        other: other.email,
      });
      expect(events.map((e) => e.get("UID")?.value)).toEqual([`${appointment.id}@acolher`]);
      expect(events[0]!.get("SEQUENCE")?.value).toBe("1");
      expect(events[0]!.get("DTSTART")?.value).toBe(`${day}T160000`);
    }
  });
});

/** A weekly series of 4 that Carla asks of Rita, approved with its second date skipped. */
async function approvedSeries() {
  const { client, pro, carla, rita } = await cast();
  const asked = await carla.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId: pro.id,
      appointmentDate: nextWeekday(3),
      startTime: "14:00",
      endTime: "15:00",
      serviceType: "online",
      recurrence: { frequency: "weekly", count: 4 },
    },
  });
  expect(asked.statusCode).toBe(201);
  const seriesId = asked.json().seriesId as string;
  const rows = await t.db
    .select()
    .from(appointments)
    .where(eq(appointments.seriesId, seriesId))
    .orderBy(asc(appointments.appointmentDate));
  expect(rows).toHaveLength(4);
  await box.collect(); // the professional's 'series_requested'
  const answered = await rita.request({
    method: "PUT",
    url: `/api/agenda/series/${seriesId}/status`,
    payload: { status: "approved", skip: [rows[1]!.id] },
  });
  expect(answered.statusCode).toBe(200);
  const approved = rows.filter((_, i) => i !== 1);
  return { client, pro, carla, rita, approved, mails: await box.collect() };
}

describe("a series: one file with every session", () => {
  it("its approval sends each side one .ics holding the approved sessions, each with its UID", async () => {
    const { client, pro, approved, mails } = await approvedSeries();
    expect(mails).toHaveLength(2);
    const uids = approved.map((a) => `${a.id}@acolher`);
    const toClient = mailTo(mails, client.email, "Suas sessões recorrentes foram confirmadas");
    expect(toClient.text).toContain(
      "O convite anexo (convite.ics) coloca as sessões no seu calendário.",
    );
    const toPro = mailTo(mails, pro.email, "Sessões confirmadas: convite para o seu calendário");
    for (const [mail, reader, other, name] of [
      [toClient, client.email, pro.email, "Rita Souza"],
      [toPro, pro.email, client.email, "Carla Mendes"],
    ] as const) {
      const { events, parsed } = invitation(mail, {
        file: "convite.ics",
        method: "REQUEST",
        reader,
        other,
      });
      expect(events.map((e) => e.get("UID")?.value)).toEqual(uids);
      expect(events.map((e) => e.get("SUMMARY")?.value)).toEqual(
        approved.map(() => `Sessão com ${name} — Acolher`),
      );
      expect(parsed.map((e) => e.start)).toEqual(approved.map((a) => a.startsAt));
    }
  });

  it("'Esta e as próximas': the canceller's calendar drops them all with one file", async () => {
    const { client, pro, rita, approved } = await approvedSeries();
    const [, second, third] = approved;
    const res = await rita.request({
      method: "PUT",
      url: `/api/appointments/${second!.id}/status`,
      payload: { status: "cancelled", scope: "following" },
    });
    expect(res.statusCode).toBe(200);
    const mails = await box.collect();
    // The client: one message per session, as before (decision 0262), each with its CANCEL.
    const toClient = mails.filter((m) => m.to.includes(client.email));
    expect(toClient).toHaveLength(2);
    // The professional: one message, one file, both sessions.
    const own = mailTo(mails, pro.email, "Sessão cancelada: atualize o seu calendário");
    const { events } = invitation(own, {
      file: "cancelamento.ics",
      method: "CANCEL",
      reader: pro.email,
      other: client.email,
    });
    expect(events.map((e) => e.get("UID")?.value)).toEqual([
      `${second!.id}@acolher`,
      `${third!.id}@acolher`,
    ]);
    const cancelled = await t.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(inArray(appointments.id, [second!.id, third!.id]));
    expect(cancelled.map((c) => c.status)).toEqual(["cancelled", "cancelled"]);
  });
});
