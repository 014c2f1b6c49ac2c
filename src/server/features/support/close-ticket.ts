import type { AdminSupportTicket, CloseSupportTicketRequest } from "@domain/contracts/support";
import { SUPPORT_MESSAGES as M } from "@domain/contracts/support";
import { isDataSubjectTopic } from "@domain/support";
import type { Db } from "@server/db/client";
import { supportTickets } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { notify } from "@server/notifications/notify";
import { and, eq, ne } from "drizzle-orm";
import { refuse } from "./answer-ticket";
import { readTicketForAdmin } from "./read-ticket-for-admin";

/**
 * POST /api/admin/support/tickets/:id/close (decision 0390): an admin closes a ticket with its
 * outcome, required for a data subject's request (what was done: the record LGPD art. 37 asks
 * for, and the complete answer of art. 19 II). Compare-and-swap on the status: a second close,
 * even one sent at the same moment, is 409. The person is told without the outcome's text.
 */
export async function closeTicket(
  db: Db,
  admin: AuthUser,
  ticketId: string,
  input: CloseSupportTicketRequest,
  instant: Date,
): Promise<AdminSupportTicket> {
  const outcome = input.outcome ?? null;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ topic: supportTickets.topic })
      .from(supportTickets)
      .where(eq(supportTickets.id, ticketId));
    if (!current) throw new AppError("not_found", M.ticketNotFound);
    if (isDataSubjectTopic(current.topic) && !outcome) {
      throw new AppError("bad_request", M.outcomeRequired, { outcome: [M.outcomeRequired] });
    }
    const [closed] = await tx
      .update(supportTickets)
      .set({ status: "closed", closedAt: instant, closedBy: admin.id, outcome, updatedAt: instant })
      .where(and(eq(supportTickets.id, ticketId), ne(supportTickets.status, "closed")))
      .returning({ userId: supportTickets.userId });
    if (!closed) await refuse(tx, ticketId);
    await notify(tx, {
      kind: "support_closed",
      recipientId: closed!.userId,
      params: {},
      link: `/suporte/${ticketId}`,
      idempotencyKey: `support_closed:${ticketId}`,
      instant,
    });
  });
  return readTicketForAdmin(db, ticketId, instant);
}
