import { RETENTION_DAYS } from "@domain/retention";
import {
  appointments,
  emailOutbox,
  loginAttempts,
  notifications,
  supportTickets,
} from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { makeAppointment } from "@server/test/appointment-factories";
import { testNow } from "@server/test/clock";
import { makeClient, makeProfessional } from "@server/test/factories";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { JOBS, runJobOnce } from "./index";

/** Issue 31, item 2 (decision 0393): the privacy notice's periods, enforced by a job. */
const t = setupTestApp();
const DAY = 86_400_000;
const job = JOBS.find((j) => j.name === "apply-retention")!;

describe("the retention job", () => {
  it("erases, at the instant it runs, only what is past its period", async () => {
    const now = testNow();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const client = await makeClient(t.db);
    const pro = await makeProfessional(t.db);
    const booking = (startedDaysAgo: number) =>
      makeAppointment(t.db, {
        clientId: client.id,
        professionalId: pro.id,
        startedMinutesAgo: startedDaysAgo * 24 * 60,
        status: "confirmed",
        notes: "Tenho ansiedade",
      });
    const old = await booking(RETENTION_DAYS.bookingDetails + 2);
    const recent = await booking(RETENTION_DAYS.bookingDetails - 2);
    await t.db
      .update(appointments)
      .set({ clientAddress: "Rua A, 1", professionalNotes: "Nota" })
      .where(inArray(appointments.id, [old.id, recent.id]));

    const notice = (createdAt: Date) =>
      t.db
        .insert(notifications)
        .values({
          recipientId: client.id,
          kind: "booking_approved",
          title: "Aviso",
          link: "/",
          idempotencyKey: crypto.randomUUID(),
          createdAt,
        })
        .returning({ id: notifications.id });
    const [oldNotice] = await notice(ago(RETENTION_DAYS.notifications + 1));
    const [newNotice] = await notice(ago(RETENTION_DAYS.notifications - 1));
    const mail = (createdAt: Date, status: "sent" | "pending") =>
      t.db
        .insert(emailOutbox)
        .values({
          recipientId: client.id,
          kind: "booking_approved",
          idempotencyKey: crypto.randomUUID(),
          messageId: `<${crypto.randomUUID()}@acolher.test>`,
          status,
          createdAt,
        })
        .returning({ id: emailOutbox.id });
    const [oldMail] = await mail(ago(RETENTION_DAYS.emailRecords + 1), "sent");
    const [stillPending] = await mail(ago(RETENTION_DAYS.emailRecords + 1), "pending");
    const key = `retencao:${crypto.randomUUID()}`;
    await t.db.insert(loginAttempts).values([
      { key, attemptedAt: ago(RETENTION_DAYS.signInAttempts + 1) },
      { key, attemptedAt: ago(1) },
    ]);
    const ticket = (closedDaysAgo: number) =>
      t.db
        .insert(supportTickets)
        .values({
          userId: client.id,
          topic: "outro",
          status: "closed",
          createdAt: ago(closedDaysAgo + 1),
          dueAt: ago(closedDaysAgo),
          closedAt: ago(closedDaysAgo),
        })
        .returning({ id: supportTickets.id });
    const [oldTicket] = await ticket(RETENTION_DAYS.closedTickets + 1);
    const [newTicket] = await ticket(10);

    expect(await runJobOnce(t.db, job, now)).toBe("ran");

    const rows = await t.db
      .select()
      .from(appointments)
      .where(inArray(appointments.id, [old.id, recent.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(old.id)).toMatchObject({
      notes: null,
      professionalNotes: null,
      clientAddress: null,
      status: "confirmed",
    });
    expect(byId.get(recent.id)).toMatchObject({
      notes: "Tenho ansiedade",
      professionalNotes: "Nota",
      clientAddress: "Rua A, 1",
    });
    expect(
      (
        await t.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(inArray(notifications.id, [oldNotice!.id, newNotice!.id]))
      ).map((r) => r.id),
    ).toEqual([newNotice!.id]);
    expect(
      (
        await t.db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(inArray(emailOutbox.id, [oldMail!.id, stillPending!.id]))
      ).map((r) => r.id),
    ).toEqual([stillPending!.id]);
    expect(await t.db.select().from(loginAttempts).where(eq(loginAttempts.key, key))).toHaveLength(
      1,
    );
    expect(
      (
        await t.db
          .select({ id: supportTickets.id })
          .from(supportTickets)
          .where(inArray(supportTickets.id, [oldTicket!.id, newTicket!.id]))
      ).map((r) => r.id),
    ).toEqual([newTicket!.id]);
  });
});
