import type { SupportMessageRequest, SupportTicketDetail } from "@domain/contracts/support";
import { SUPPORT_MESSAGES as M } from "@domain/contracts/support";
import { isDataSubjectTopic, supportDueAt } from "@domain/support";
import type { Db } from "@server/db/client";
import { supportMessages, supportTickets } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, eq } from "drizzle-orm";
import { threadOf, ticketView } from "./ticket-views";

/**
 * POST /api/support/tickets/:id/messages (decision 0390): the person writes again in one of their
 * tickets that is not closed (409 once closed; anyone else's is 404). A ticket already answered
 * opens again and owes a new answer: 5 days from this message for a plain topic; a data subject's
 * request keeps the deadline its request started (LGPD art. 19 II counts from the request).
 */
export async function addOwnMessage(
  db: Db,
  user: AuthUser,
  ticketId: string,
  input: SupportMessageRequest,
  instant: Date,
): Promise<SupportTicketDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, user.id)))
      .for("update");
    if (!row) throw new AppError("not_found", M.ticketNotFound);
    if (row.status === "closed") throw new AppError("conflict", M.ticketClosed);
    const reopens = row.status === "answered";
    const [ticket] = await tx
      .update(supportTickets)
      .set({
        status: "open",
        updatedAt: instant,
        dueAt:
          reopens && !isDataSubjectTopic(row.topic) ? supportDueAt(row.topic, instant) : row.dueAt,
      })
      .where(eq(supportTickets.id, row.id))
      .returning();
    await tx.insert(supportMessages).values({
      ticketId: row.id,
      authorId: user.id,
      fromStaff: false,
      body: input.message,
      createdAt: instant,
    });
    return { ...ticketView(ticket!), messages: await threadOf(tx, row.id) };
  });
}
