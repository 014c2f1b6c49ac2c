import { emailOutbox, notifications } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { eventMailbox } from "@server/test/event-mail";
import { makeClient, makeProfessional, nextWeekday, signInAs } from "@server/test/factories";
import { expectNothingPrivateQueued, expectNothingPrivateSent } from "@server/test/mail-privacy";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();
const mailbox = eventMailbox(() => t.db);

describe("notifications and LGPD", () => {
  it("the data export lists them; deleting the account erases them", async () => {
    const pro = await makeProfessional(t.db);
    const client = await signInAs(t.app, await makeClient(t.db));
    const booked = await client.request({
      method: "POST",
      url: "/api/appointments",
      payload: {
        professionalId: pro.id,
        appointmentDate: nextWeekday(2),
        startTime: "09:00",
        endTime: "10:00",
        status: "pending",
        serviceType: "online",
      },
    });
    expect(booked.statusCode).toBe(201);

    const caller = await signInAs(t.app, pro);
    const data = (await caller.request({ url: "/api/user/data-export" })).json();
    expect(data.notifications).toEqual([
      expect.objectContaining({
        kind: "booking_requested",
        title: "Você tem uma nova solicitação de agendamento",
        link: "/professional/agenda",
        readAt: null,
      }),
    ]);
    expect(data.emails).toEqual([
      expect.objectContaining({ kind: "booking_requested", status: "pending" }),
    ]);

    expect((await caller.request({ method: "DELETE", url: "/api/user/account" })).statusCode).toBe(
      200,
    );
    const left = [
      ...(await t.db.select().from(notifications).where(eq(notifications.recipientId, pro.id))),
      ...(await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipientId, pro.id))),
    ];
    expect(left).toEqual([]);
  });

  it("messages to others still waiting forget the name of a user who deletes the account", async () => {
    const pro = await makeProfessional(t.db);
    const client = await signInAs(t.app, await makeClient(t.db, { firstName: "Zuleide" }));
    const booked = await client.request({
      method: "POST",
      url: "/api/appointments",
      payload: {
        professionalId: pro.id,
        appointmentDate: nextWeekday(3),
        startTime: "09:00",
        endTime: "10:00",
        status: "pending",
        serviceType: "online",
      },
    });
    expect(booked.statusCode).toBe(201);
    const cancel = await client.request({
      method: "PUT",
      url: `/api/appointments/${booked.json().id}/status`,
      payload: { status: "cancelled" },
    });
    expect(cancel.statusCode).toBe(200);
    const cancelledMail = async () =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipientId, pro.id))).find(
        (m) => m.kind === "booking_cancelled",
      );
    expect(JSON.stringify((await cancelledMail())?.params)).toContain("Zuleide");

    expect((await client.request({ method: "DELETE", url: "/api/user/account" })).statusCode).toBe(
      200,
    );
    const after = await cancelledMail();
    expect(after?.status).toBe("pending");
    expect(JSON.stringify(after?.params)).not.toContain("Zuleide");
    expect(after?.params).toMatchObject({ when: expect.any(String) });
  });
});

describe("what waits in the outbox (LGPD)", () => {
  const NOTE = "Crises de pânico desde o luto";
  const ADDRESS = "Rua das Acácias, 42";
  const COMPLEMENT = "Apartamento 71, bloco B";
  const REASON = "Motivo íntimo: internação do meu filho";

  const status = (caller: Caller, url: string, payload: object) =>
    caller.request({ method: "PUT", url, payload });

  it("holds no note, address, reason or CPF in any queued message's stored params", async () => {
    const pro = await makeProfessional(t.db, { user: { firstName: "Rita" } });
    const client = await signInAs(t.app, await makeClient(t.db, { firstName: "Zilda" }));
    const book = async (payload: object) => {
      const res = await client.request({
        method: "POST",
        url: "/api/appointments",
        payload: { professionalId: pro.id, startTime: "09:00", endTime: "10:00", ...payload },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const atHome = await book({
      appointmentDate: nextWeekday(1, 2),
      serviceType: "domiciliar",
      neighborhood: "Moema",
      clientAddress: ADDRESS,
      addressComplement: COMPLEMENT,
      notes: NOTE,
      notesConsent: true,
    });
    const online = await book({
      appointmentDate: nextWeekday(2, 2),
      serviceType: "online",
      notes: NOTE,
      notesConsent: true,
    });
    const series = await book({
      appointmentDate: nextWeekday(3, 2),
      serviceType: "online",
      notes: NOTE,
      notesConsent: true,
      recurrence: { frequency: "weekly", count: 3 },
    });

    const rita = await signInAs(t.app, pro);
    const agenda = (id: string) => `/api/agenda/appointments/${id}/status`;
    expect(
      (await status(rita, agenda(atHome.id), { status: "rejected", reason: REASON })).statusCode,
    ).toBe(200);
    expect((await status(rita, agenda(online.id), { status: "approved" })).statusCode).toBe(200);
    const seriesAnswer = await status(rita, `/api/agenda/series/${series.seriesId}/status`, {
      status: "rejected",
      reason: REASON,
    });
    expect(seriesAnswer.statusCode, seriesAnswer.body).toBe(200);
    const cancel = await status(client, `/api/appointments/${online.id}/status`, {
      status: "cancelled",
      reason: REASON,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const queued = await t.db
      .select({ kind: emailOutbox.kind, params: emailOutbox.params })
      .from(emailOutbox)
      .where(inArray(emailOutbox.recipientId, [pro.id, client.userId]));
    expect(queued.map((q) => q.kind).sort()).toEqual([
      "booking_approved",
      "booking_cancelled",
      "booking_rejected",
      "booking_requested",
      "booking_requested",
      // Each one's own calendar: Rita's approval, Zilda's cancel (decision 0374).
      "calendar_session_confirmed",
      "calendar_sessions_cancelled",
      "series_rejected",
      "series_requested",
    ]);
    for (const { kind, params } of queued) {
      const stored = JSON.stringify(params);
      for (const secret of [NOTE, ADDRESS, COMPLEMENT, REASON, "Moema"]) {
        expect(stored, kind).not.toContain(secret);
      }
    }
    await expectNothingPrivateQueued(t.db);

    // What arrives: the subject, the plain text, the HTML and the attachments (decision 0383).
    const mails = await mailbox.collect();
    expect(mails.filter((m) => m.html.includes("<!DOCTYPE html")).length).toBeGreaterThanOrEqual(9);
    for (const mail of mails) {
      for (const secret of [NOTE, ADDRESS, COMPLEMENT, REASON, "Moema"]) {
        expect(mail.html, mail.subject).not.toContain(secret);
        expect(mail.text, mail.subject).not.toContain(secret);
      }
    }
    await expectNothingPrivateSent(t.db, mails);
  });

  it("the check of sent e-mails fails on a note in the HTML part, escaped or not", async () => {
    const pro = await makeProfessional(t.db);
    const client = await signInAs(t.app, await makeClient(t.db));
    const booked = await client.request({
      method: "POST",
      url: "/api/appointments",
      payload: {
        professionalId: pro.id,
        appointmentDate: nextWeekday(4, 3),
        startTime: "09:00",
        endTime: "10:00",
        serviceType: "online",
        notes: "Pesadelos toda noite desde o acidente",
        notesConsent: true,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const clean = { subject: "Aviso", text: "Olá.", attachments: [] };
    await expectNothingPrivateSent(t.db, [{ ...clean, html: "<p>Olá.</p>" }]);
    for (const html of [
      "<p>Pesadelos toda noite desde o acidente</p>",
      "<p>Pesadelos toda noite desde o&#x20;acidente</p>",
    ]) {
      await expect(expectNothingPrivateSent(t.db, [{ ...clean, html }])).rejects.toThrow(
        "private data in a sent e-mail",
      );
    }
  });
});
