import type { SupportThreadMessage, SupportTicket } from "@domain/contracts/support";
import { isDataSubjectTopic } from "@domain/support";
import type { Db } from "@server/db/client";
import { supportMessages, type supportTickets } from "@server/db/schema";
import { asc, eq } from "drizzle-orm";

export type TicketRow = typeof supportTickets.$inferSelect;

/** A ticket row as both the person and the admins read it (never who closed it). */
export const ticketView = (row: TicketRow): SupportTicket => ({
  id: row.id,
  topic: row.topic,
  status: row.status,
  dataSubject: isDataSubjectTopic(row.topic),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
  outcome: row.outcome,
});

/** The ticket's messages, oldest first; an answer says it came from the team, not from whom. */
export async function threadOf(db: Db, ticketId: string): Promise<SupportThreadMessage[]> {
  const rows = await db
    .select({
      id: supportMessages.id,
      fromStaff: supportMessages.fromStaff,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
}
