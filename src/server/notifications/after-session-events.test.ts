import { addDays } from "@domain/time";
import { serviceConfirmations } from "@server/db/schema";
import { JOBS } from "@server/jobs";
import { setupTestApp } from "@server/test/app";
import { makeAppointment, today } from "@server/test/appointment-factories";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
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

const createConfirmations = (at: Date) =>
  JOBS.find((j) => j.name === "create-service-confirmations")!.run(t.db, at);
const DAY = addDays(today(), 10);
const br = (isoDate: string) => isoDate.split("-").reverse().join("/");
const kinds = async (userId: string) => (await inAppOf(t.db, userId)).map((n) => n.kind);

async function pair() {
  const client = await makeClient(t.db, { firstName: "Carla" });
  const professional = await makeProfessional(t.db, {
    specialty: "Nutrição",
    user: { firstName: "Paulo" },
  });
  return { client, professional, clientId: client.id, professionalId: professional.id };
}

/** A session that ended: approved, started two hours before the tests' clock. */
async function endedSession() {
  const p = await pair();
  const a = await makeAppointment(t.db, { ...p, status: "approved", startedMinutesAgo: 120 });
  return { ...p, appointment: a };
}

const confirmationOf = async (appointmentId: string) =>
  (
    await t.db
      .select()
      .from(serviceConfirmations)
      .where(eq(serviceConfirmations.appointmentId, appointmentId))
  )[0]!;

const confirm = async (user: { id: string; email: string }, id: string) => {
  const res = await (await signInAs(t.app, user)).request({
    method: "PATCH",
    url: `/api/service-confirmations/${id}/confirm`,
  });
  expect(res.statusCode).toBe(200);
};

describe("'Confirme a realização' after the session (issue 16)", () => {
  it("asks each side once when the job finds the session ended (00:30 to 01:30)", async () => {
    const p = await pair();
    const bystander = await makeProfessional(t.db);
    await makeAppointment(t.db, {
      ...p,
      date: DAY,
      startTime: "00:30",
      endTime: "01:30",
      status: "approved",
    });
    const ended = await localInstant(t.db, DAY, "01:30");
    await createConfirmations(plusMinutes(ended, -1));
    expect(await kinds(p.clientId)).toEqual([]);
    for (const minutes of [0, 5, 600]) await createConfirmations(plusMinutes(ended, minutes));
    await deliverAll(t.db, smtp);

    const [toClient] = mailsTo(smtp, p.client.email);
    const [toProfessional] = mailsTo(smtp, p.professional.email);
    expect(mailsTo(smtp, p.client.email)).toHaveLength(1);
    expect(mailsTo(smtp, p.professional.email)).toHaveLength(1);
    expect(toClient!.subject).toBe("Confirme a realização da sessão");
    expect(toClient!.text).toContain(`A sua sessão de ${br(DAY)} às 00:30 terminou.`);
    expect(toClient!.text).toContain(`${APP_URL}/reviews`);
    expect(toProfessional!.text).toContain(`A sua sessão de ${br(DAY)} às 00:30 terminou.`);
    expect(toProfessional!.html).toContain(`href="${APP_URL}/"`);
    // No health detail, and the other person is not named (decision 0234).
    const mails = [
      [toClient!, /nutri|consulta|paulo/i],
      [toProfessional!, /nutri|consulta|carla/i],
    ] as const;
    for (const [mail, forbidden] of mails) {
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(forbidden);
    }
    expect(await kinds(p.professionalId)).toEqual(["service_confirmation_due"]);
    expect(mailsTo(smtp, bystander.email)).toEqual([]);
    expect(await kinds(bystander.id)).toEqual([]);
  });

  it("asks each side once when listing creates the confirmation, and the job adds nothing", async () => {
    const p = await endedSession();
    const asClient = await signInAs(t.app, p.client);
    expect((await asClient.request({ url: "/api/service-confirmations" })).json()).toHaveLength(1);
    await createConfirmations(plusMinutes(p.appointment.startsAt, 24 * 60));
    expect(await kinds(p.clientId)).toEqual(["service_confirmation_due"]);
    expect(await kinds(p.professionalId)).toEqual(["service_confirmation_due"]);
  });

  it("an opted-out side gets the in-app request but no e-mail", async () => {
    const p = await endedSession();
    await optOut(t.db, p.professionalId, "pos_sessao");
    await createConfirmations(plusMinutes(p.appointment.startsAt, 120));
    await deliverAll(t.db, smtp);
    expect(await kinds(p.professionalId)).toEqual(["service_confirmation_due"]);
    expect(mailsTo(smtp, p.professional.email)).toEqual([]);
    expect(mailsTo(smtp, p.client.email)).toHaveLength(1);
  });

  it("turning only 'Lembretes' off leaves this e-mail on", async () => {
    const p = await endedSession();
    const asClient = await signInAs(t.app, p.client);
    const off = await asClient.request({
      method: "PUT",
      url: "/api/user/email-preferences",
      payload: { lembretes: false },
    });
    expect(off.statusCode).toBe(200);
    await createConfirmations(plusMinutes(p.appointment.startsAt, 120));
    await deliverAll(t.db, smtp);
    expect(mailsTo(smtp, p.client.email).map((m) => m.subject)).toEqual([
      "Confirme a realização da sessão",
    ]);
  });
});

describe("the review invitation after both confirm (decision 0233)", () => {
  it.each([
    ["the client first", ["client", "professional"]],
    ["the professional first", ["professional", "client"]],
  ] as const)("reaches the client once when both confirmed (%s)", async (_, order) => {
    const p = await endedSession();
    await createConfirmations(plusMinutes(p.appointment.startsAt, 120));
    const { id } = await confirmationOf(p.appointment.id);
    const user = (side: string) => (side === "client" ? p.client : p.professional);

    await confirm(user(order[0]), id);
    expect(await kinds(p.clientId)).not.toContain("review_invitation");
    await confirm(user(order[1]), id);
    await confirm(user(order[1]), id);
    await confirm(user(order[0]), id);
    await deliverAll(t.db, smtp);

    const invitations = mailsTo(smtp, p.client.email).filter((m) =>
      m.subject.startsWith("Como foi"),
    );
    expect(invitations).toHaveLength(1);
    expect(invitations[0]!.subject).toBe("Como foi a sua sessão? Avalie o profissional");
    expect(invitations[0]!.text).toContain(
      `Você e o profissional confirmaram a sessão de ${br(p.appointment.appointmentDate)}.`,
    );
    expect(invitations[0]!.text).toContain(`${APP_URL}/reviews`);
    expect(`${invitations[0]!.text} ${invitations[0]!.html}`).not.toMatch(/paulo/i);
    expect(await kinds(p.clientId)).toEqual(["service_confirmation_due", "review_invitation"]);
    expect(await kinds(p.professionalId)).toEqual(["service_confirmation_due"]);
    expect(mailsTo(smtp, p.professional.email).map((m) => m.subject)).toEqual([
      "Confirme a realização da sessão",
    ]);
  });

  it("is never sent while one side has not confirmed", async () => {
    const p = await endedSession();
    await createConfirmations(plusMinutes(p.appointment.startsAt, 120));
    const { id } = await confirmationOf(p.appointment.id);
    await confirm(p.client, id);
    await confirm(p.client, id);
    const other = await endedSession();
    await createConfirmations(plusMinutes(other.appointment.startsAt, 120));
    await confirm(other.professional, (await confirmationOf(other.appointment.id)).id);
    expect(await kinds(p.clientId)).toEqual(["service_confirmation_due"]);
    expect(await kinds(other.clientId)).toEqual(["service_confirmation_due"]);
  });
});
