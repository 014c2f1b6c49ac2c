import type { Db } from "@server/db/client";
import { supportMessages, supportTickets } from "@server/db/schema";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";

/** What a ticket left open reads as once its person deleted the account. */
export const CLOSED_BY_DELETION = "Conta excluída pelo titular.";

/**
 * The person's tickets and every message in them, for 'Baixar meus dados' (LGPD art. 18 II and
 * V): topic, dates, status, deadline and outcome, and the thread (never which admin wrote).
 */
export async function supportRecordOf(db: Db, userId: string) {
  const tickets = await db
    .select({
      id: supportTickets.id,
      topic: supportTickets.topic,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
      dueAt: supportTickets.dueAt,
      closedAt: supportTickets.closedAt,
      outcome: supportTickets.outcome,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportTickets.createdAt));
  const messages = tickets.length
    ? await db
        .select({
          ticketId: supportMessages.ticketId,
          fromStaff: supportMessages.fromStaff,
          body: supportMessages.body,
          createdAt: supportMessages.createdAt,
        })
        .from(supportMessages)
        .where(
          inArray(
            supportMessages.ticketId,
            tickets.map((t) => t.id),
          ),
        )
        .orderBy(asc(supportMessages.createdAt))
    : [];
  return { supportTickets: tickets, supportMessages: messages };
}

/**
 * Account deletion (decision 0390): the conversations go (what the person wrote and what was
 * answered to them); the tickets stay as the record of requests and their outcome (LGPD art. 37;
 * art. 16 I keeps what a legal obligation needs), a ticket still open closed as such.
 */
export async function eraseSupportOf(tx: Db, userId: string, instant: Date): Promise<void> {
  const own = tx
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId));
  await tx.delete(supportMessages).where(inArray(supportMessages.ticketId, own));
  await tx
    .update(supportTickets)
    .set({ status: "closed", closedAt: instant, outcome: CLOSED_BY_DELETION, updatedAt: instant })
    .where(
      and(
        eq(supportTickets.userId, userId),
        ne(supportTickets.status, "closed"),
        isNull(supportTickets.closedAt),
      ),
    );
}
