/** The e-mail outbox a delivery crash run fills, and what it holds afterwards. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { emailOutbox } from "../../src/server/db/schema";
import { notify } from "../../src/server/notifications/notify";
import { makeProfessional } from "../../src/server/test/factories";

/** `count` booking-request e-mails to one professional, queued in one transaction. */
export async function queueMessages(db: Db, count: number, run: string): Promise<void> {
  const professional = await makeProfessional(db);
  const instant = new Date();
  await db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      await notify(tx, {
        kind: "booking_requested",
        recipientId: professional.id,
        params: { answerBy: "01/01/2030 às 10:00" },
        link: "/professional/agenda",
        idempotencyKey: `delivery-crash:${run}:${i}`,
        instant,
      });
    }
  });
}

/** Rows by status, for the report (every one must be 'sent'). */
export async function outboxStatuses(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.count]));
}

export const sentCount = async (db: Db) =>
  (await db.$count(emailOutbox, eq(emailOutbox.status, "sent"))) as number;
