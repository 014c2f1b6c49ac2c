import type { AppointmentStatus } from "@domain/constants";
import { addDays } from "@domain/time";
import { appointments } from "@server/db/schema";
import { JOBS } from "@server/jobs";
import { setupTestApp } from "@server/test/app";
import { makeAppointment, today } from "@server/test/appointment-factories";
import { makeClient, makeProfessional } from "@server/test/factories";
import {
  APP_URL,
  deliverAll,
  inAppOf,
  localInstant,
  mailsTo,
  optOut,
  plusMinutes,
} from "@server/test/scheduled-mail";
import { startTestSmtp, type TestSmtp } from "@server/test/smtp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => smtp?.close());

const job = (name: string) => JOBS.find((j) => j.name === name)!;
const remind = (at: Date) => job("send-session-reminders").run(t.db, at);
const warn = (at: Date) => job("warn-expiring-requests").run(t.db, at);
/** A day well ahead, anchored on today (the rules only compare instants). */
const DAY = addDays(today(), 10);
const br = (isoDate: string) => isoDate.split("-").reverse().join("/");

async function pair() {
  const client = await makeClient(t.db, { firstName: "Carla" });
  const professional = await makeProfessional(t.db, {
    specialty: "Psicologia",
    user: { firstName: "Paulo" },
  });
  return { client, professional, clientId: client.id, professionalId: professional.id };
}

const session = (
  p: Awaited<ReturnType<typeof pair>>,
  date: string,
  startTime: string,
  status: AppointmentStatus = "approved",
) => makeAppointment(t.db, { ...p, date, startTime, endTime: "23:59", status, notes: "Ansiedade" });

describe("the reminder 24 hours before an approved session (issue 16)", () => {
  it("reaches both sides once, from the run at 23:30 in São Paulo, for a session at 00:30", async () => {
    const p = await pair();
    const bystander = await makeClient(t.db);
    await session(p, addDays(DAY, 1), "00:30");
    const at = await localInstant(t.db, DAY, "23:30");
    for (const minutes of [0, 5, 10, 60]) await remind(plusMinutes(at, minutes));
    await deliverAll(t.db, smtp);

    const [toClient] = mailsTo(smtp, p.client.email);
    const [toProfessional] = mailsTo(smtp, p.professional.email);
    expect(mailsTo(smtp, p.client.email)).toHaveLength(1);
    expect(mailsTo(smtp, p.professional.email)).toHaveLength(1);
    expect(toClient!.subject).toBe("Lembrete: você tem uma sessão em breve");
    expect(toClient!.text).toContain(
      `Você tem uma sessão marcada para ${br(addDays(DAY, 1))} às 00:30.`,
    );
    expect(toClient!.text).toContain(`${APP_URL}/appointments`);
    expect(toProfessional!.text).toContain(
      `Você tem uma sessão marcada para ${br(addDays(DAY, 1))} às 00:30.`,
    );
    expect(toProfessional!.text).toContain(`${APP_URL}/professional/appointments`);
    // No health detail, and the other person is not named (decision 0234).
    const mails = [
      [toClient!, /psicolog|ansiedade|consulta|paulo/i],
      [toProfessional!, /psicolog|ansiedade|consulta|carla/i],
    ] as const;
    for (const [mail, forbidden] of mails) {
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(forbidden);
    }
    expect(await inAppOf(t.db, p.client.id)).toEqual([
      expect.objectContaining({ kind: "session_reminder", link: "/appointments", readAt: null }),
    ]);
    expect(mailsTo(smtp, bystander.email)).toEqual([]);
    expect(await inAppOf(t.db, bystander.id)).toEqual([]);
  });

  it("is not sent before 24 hours; a session booked later than that gets it on the next run", async () => {
    const p = await pair();
    await session(p, addDays(DAY, 2), "00:30");
    const dayBefore = await localInstant(t.db, addDays(DAY, 1), "00:30");
    await remind(plusMinutes(dayBefore, -1));
    expect(await inAppOf(t.db, p.client.id)).toEqual([]);
    await remind(dayBefore);
    expect(await inAppOf(t.db, p.client.id)).toHaveLength(1);

    const late = await pair();
    await session(late, addDays(DAY, 1), "09:00");
    await remind(await localInstant(t.db, addDays(DAY, 1), "08:00"));
    expect(await inAppOf(t.db, late.professional.id)).toHaveLength(1);
  });

  it("is never sent for a session that has already started", async () => {
    const p = await pair();
    await session(p, addDays(DAY, 1), "10:00");
    const start = await localInstant(t.db, addDays(DAY, 1), "10:00");
    for (const minutes of [0, 1, 30, 120]) await remind(plusMinutes(start, minutes));
    expect([
      ...(await inAppOf(t.db, p.clientId)),
      ...(await inAppOf(t.db, p.professionalId)),
    ]).toEqual([]);
  });

  it.each(["cancelled", "rejected", "auto_rejected", "pending"] as const)(
    "is never sent for a %s session",
    async (status) => {
      const p = await pair();
      await session(p, addDays(DAY, 1), "10:00", status);
      await remind(await localInstant(t.db, DAY, "12:00"));
      expect([
        ...(await inAppOf(t.db, p.clientId)),
        ...(await inAppOf(t.db, p.professionalId)),
      ]).toEqual([]);
    },
  );

  it("a session moved to another time is reminded for its new time, and only once for it", async () => {
    const p = await pair();
    const a = await session(p, addDays(DAY, 1), "10:00");
    await remind(await localInstant(t.db, DAY, "10:00"));
    const newStart = await localInstant(t.db, addDays(DAY, 1), "15:00");
    await t.db
      .update(appointments)
      .set({ startTime: "15:00", startsAt: newStart })
      .where(eq(appointments.id, a.id));
    for (const hour of ["14:00", "15:00", "20:00"])
      await remind(await localInstant(t.db, DAY, hour));
    await deliverAll(t.db, smtp);
    const texts = mailsTo(smtp, p.client.email).map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts.filter((x) => x.includes("às 15:00"))).toHaveLength(1);
  });

  it("an opted-out recipient gets the in-app reminder but no e-mail", async () => {
    const p = await pair();
    await optOut(t.db, p.clientId, "lembretes");
    await session(p, addDays(DAY, 1), "11:00");
    await remind(await localInstant(t.db, DAY, "11:30"));
    await deliverAll(t.db, smtp);
    expect(await inAppOf(t.db, p.clientId)).toHaveLength(1);
    expect(mailsTo(smtp, p.client.email)).toEqual([]);
    expect(mailsTo(smtp, p.professional.email)).toHaveLength(1);
  });
});

describe("the warning 12 hours before a pending request expires (decision 0231)", () => {
  it("tells the professional once, 36 hours after a request made at 23:30, with the deadline", async () => {
    const p = await pair();
    const madeAt = await localInstant(t.db, DAY, "23:30");
    await makeAppointment(t.db, {
      ...p,
      date: addDays(DAY, 5),
      startTime: "10:00",
      endTime: "11:00",
      createdAt: madeAt,
    });
    const warningAt = plusMinutes(madeAt, 36 * 60);
    await warn(plusMinutes(warningAt, -1));
    expect(await inAppOf(t.db, p.professionalId)).toEqual([]);
    for (const minutes of [0, 5, 240]) await warn(plusMinutes(warningAt, minutes));
    await deliverAll(t.db, smtp);
    const mails = mailsTo(smtp, p.professional.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Uma solicitação de agendamento está perto de expirar");
    expect(mails[0]!.text).toContain(`Responda até ${br(addDays(DAY, 2))} às 23:30`);
    expect(mails[0]!.text).toContain(`${APP_URL}/professional/agenda`);
    expect(await inAppOf(t.db, p.professionalId)).toHaveLength(1);
    expect(mailsTo(smtp, p.client.email)).toEqual([]);
  });

  it("counts from the start when the request expires there first; none for a request already answered", async () => {
    const p = await pair();
    const madeAt = await localInstant(t.db, DAY, "08:00");
    const when = { date: addDays(DAY, 1), startTime: "00:30", endTime: "01:30", createdAt: madeAt };
    await makeAppointment(t.db, { ...p, ...when });
    const answered = await pair();
    await makeAppointment(t.db, { ...answered, ...when, status: "approved" });
    const start = await localInstant(t.db, addDays(DAY, 1), "00:30");
    await warn(plusMinutes(start, -12 * 60 - 1));
    expect(await inAppOf(t.db, p.professionalId)).toEqual([]);
    await warn(plusMinutes(start, -12 * 60));
    expect(await inAppOf(t.db, p.professionalId)).toHaveLength(1);
    expect(await inAppOf(t.db, answered.professionalId)).toEqual([]);
  });

  it("says nothing more about a request made less than 12 hours before its expiry", async () => {
    const p = await pair();
    const start = await localInstant(t.db, addDays(DAY, 1), "09:00");
    await makeAppointment(t.db, {
      ...p,
      date: addDays(DAY, 1),
      startTime: "09:00",
      endTime: "10:00",
      createdAt: plusMinutes(start, -6 * 60),
    });
    for (const hours of [-5, -1]) await warn(plusMinutes(start, hours * 60));
    expect(await inAppOf(t.db, p.professionalId)).toEqual([]);
  });
});
