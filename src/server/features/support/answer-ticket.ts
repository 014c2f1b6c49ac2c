import type { AdminSupportTicket, SupportMessageRequest } from "@domain/contracts/support";
import { SUPPORT_MESSAGES as M } from "@domain/contracts/support";
import type { Db } from "@server/db/client";
import { supportMessages, supportTickets } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { notify } from "@server/notifications/notify";
import { and, eq, ne } from "drizzle-orm";
import { readTicketForAdmin } from "./read-ticket-for-admin";

/**
 * POST /api/admin/support/tickets/:id/answer (decision 0390): an admin writes in a ticket that is
 * not closed (409 once closed); it becomes 'answered' and the person is told in the app and by
 * e-mail, in the same transaction, without the answer's text nor the topic: only that an answer
 * came, and the ticket's link.
 */
export async function answerTicket(
  db: Db,
  admin: AuthUser,
  ticketId: string,
  input: SupportMessageRequest,
  instant: Date,
): Promise<AdminSupportTicket> {
  await db.transaction(async (tx) => {
    const [ticket] = await tx
      .update(supportTickets)
      .set({ status: "answered", updatedAt: instant })
      .where(and(eq(supportTickets.id, ticketId), ne(supportTickets.status, "closed")))
      .returning({ id: supportTickets.id, userId: supportTickets.userId });
    if (!ticket) await refuse(tx, ticketId);
    const [message] = await tx
      .insert(supportMessages)
      .values({
        ticketId,
        authorId: admin.id,
        fromStaff: true,
        body: input.message,
        createdAt: instant,
      })
      .returning({ id: supportMessages.id });
    await notify(tx, {
      kind: "support_answered",
      recipientId: ticket!.userId,
      params: {},
      link: `/suporte/${ticketId}`,
      idempotencyKey: `support_answered:${message!.id}`,
      instant,
    });
  });
  return readTicketForAdmin(db, ticketId, instant);
}

/** Why a ticket could not change: it does not exist (404) or it is closed (409). */
export async function refuse(tx: Db, ticketId: string): Promise<never> {
  const [exists] = await tx
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  throw exists
    ? new AppError("conflict", M.alreadyClosed)
    : new AppError("not_found", M.ticketNotFound);
}
