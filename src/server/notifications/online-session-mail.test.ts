import { addDays } from "@domain/time";
import { JOBS } from "@server/jobs";
import { setupTestApp } from "@server/test/app";
import { today } from "@server/test/appointment-factories";
import { EVENT_APP_URL, type EventMail, eventMailbox } from "@server/test/event-mail";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { parseIcs } from "@server/test/ics";
import { HEALTH_DETAIL } from "@server/test/mail-privacy";
import { APP_URL, deliverAll, localInstant, mailsTo } from "@server/test/scheduled-mail";
import { startTestSmtp, type TestSmtp } from "@server/test/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Issue 32 (decision 0397): an online session's room in its invitations and its reminder.
const t = setupTestApp();
const box = eventMailbox(() => t.db);
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => smtp?.close());

async function cast(serviceType: "online" | "presencial", status: "pending" | "approved") {
  const client = await makeClient(t.db, { firstName: "Carla", lastName: "Mendes" });
  const pro = await makeProfessional(t.db, { user: { firstName: "Rita", lastName: "Souza" } });
  const appointment = await makeAppointment(t.db, {
    clientId: client.id,
    professionalId: pro.id,
    date: nextWeekday(2),
    startTime: "14:00",
    endTime: "15:00",
    status,
    serviceType,
  });
  const parties = {
    client,
    pro,
    carla: await signInAs(t.app, client),
    rita: await signInAs(t.app, pro),
  };
  await box.collect();
  return { ...parties, appointment };
}

/** The one event of the mail to `email`, with no health detail anywhere in the mail. */
function eventOf(mails: EventMail[], email: string) {
  const mail = mails.find((m) => m.to.includes(email));
  expect(mail).toBeDefined();
  for (const part of [mail!.subject, mail!.text, mail!.html, mail!.attachments[0]!.content])
    expect(part).not.toMatch(HEALTH_DETAIL);
  const events = parseIcs(mail!.attachments[0]!.content).components.filter(
    (c) => c.type === "VEVENT",
  );
  expect(events).toHaveLength(1);
  return events[0]!;
}

describe("an online session's room in the .ics invitations", () => {
  it("is the URL and LOCATION of both sides' event, kept through a reschedule and cancelled with it", async () => {
    const { client, pro, carla, rita, appointment } = await cast("online", "pending");
    const room = `${EVENT_APP_URL}/sessao/${appointment.id}`;
    const approved = await rita.request({
      method: "PUT",
      url: `/api/agenda/appointments/${appointment.id}/status`,
      payload: { status: "approved" },
    });
    expect(approved.statusCode).toBe(200);
    const approval = await box.collect();
    for (const email of [client.email, pro.email]) {
      const event = eventOf(approval, email);
      expect(event.get("URL")?.value).toBe(room);
      expect(event.get("LOCATION")?.value).toBe(room);
      expect(event.get("DESCRIPTION")?.value).toBe(`Sala da sessão no Acolher: ${room}`);
    }

    // A reschedule: the new time, the same room.
    const proposed = await carla.request({
      method: "POST",
      url: `/api/appointments/${appointment.id}/reschedule`,
      payload: {
        appointmentDate: appointment.appointmentDate,
        startTime: "16:00",
        endTime: "17:00",
      },
    });
    expect(proposed.statusCode).toBe(201);
    await box.collect();
    const accepted = await rita.request({
      method: "PUT",
      url: `/api/appointments/${appointment.id}/reschedule/${proposed.json().pendingReschedule.id}`,
      payload: { status: "accepted" },
    });
    expect(accepted.statusCode).toBe(200);
    const moved = eventOf(await box.collect(), client.email);
    expect(moved.get("DTSTART")?.value).toBe(
      `${appointment.appointmentDate.replaceAll("-", "")}T160000`,
    );
    expect(moved.get("URL")?.value).toBe(room);
    expect(moved.get("LOCATION")?.value).toBe(room);

    // A cancellation: the same event, cancelled.
    const cancelled = await carla.request({
      method: "PUT",
      url: `/api/appointments/${appointment.id}/status`,
      payload: { status: "cancelled" },
    });
    expect(cancelled.statusCode).toBe(200);
    const gone = eventOf(await box.collect(), pro.email);
    expect(gone.get("UID")?.value).toBe(`${appointment.id}@acolher`);
    expect(gone.get("STATUS")?.value).toBe("CANCELLED");
  });

  it("is not in an in-person session's event", async () => {
    const { client, rita, appointment } = await cast("presencial", "pending");
    await rita.request({
      method: "PUT",
      url: `/api/agenda/appointments/${appointment.id}/status`,
      payload: { status: "approved" },
    });
    const event = eventOf(await box.collect(), client.email);
    expect(event.get("LOCATION")).toBeUndefined();
    expect(event.get("URL")).toBeUndefined();
    expect(JSON.stringify(event)).not.toContain("/sessao/");
  });
});

describe("the reminder of an online session", () => {
  const remind = (at: Date) => JOBS.find((j) => j.name === "send-session-reminders")!.run(t.db, at);

  it("gives both sides 'Entrar na sessão' to the room's absolute address; an in-person one has none", async () => {
    const day = addDays(today(), 12);
    const client = await makeClient(t.db);
    const pro = await makeProfessional(t.db);
    const inPersonClient = await makeClient(t.db);
    const online = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      date: addDays(day, 1),
      startTime: "09:00",
      endTime: "10:00",
      status: "approved",
      serviceType: "online",
    });
    await makeAppointment(t.db, {
      clientId: inPersonClient.id,
      professionalId: pro.id,
      date: addDays(day, 1),
      startTime: "11:00",
      endTime: "12:00",
      status: "approved",
      serviceType: "presencial",
    });
    await remind(await localInstant(t.db, day, "12:00"));
    await deliverAll(t.db, smtp);

    const room = `${APP_URL}/sessao/${online.id}`;
    const toPro = mailsTo(smtp, pro.email);
    expect(toPro).toHaveLength(2);
    for (const mail of [
      ...mailsTo(smtp, client.email),
      toPro.find((m) => m.text.includes(room))!,
    ]) {
      expect(mail.subject).toBe("Lembrete: você tem uma sessão em breve");
      expect(mail.text).toContain(`Entrar na sessão: ${room}`);
      expect(mail.text).toContain("abre 15 minutos antes do início");
      expect(mail.html).toContain(`href="${room}"`);
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(HEALTH_DETAIL);
    }
    const [inPerson] = mailsTo(smtp, inPersonClient.email);
    expect(inPerson!.subject).toBe("Lembrete: você tem uma sessão em breve");
    expect(inPerson!.text).not.toContain("Entrar na sessão");
    expect(inPerson!.html).not.toContain("/sessao/");
  });
});
