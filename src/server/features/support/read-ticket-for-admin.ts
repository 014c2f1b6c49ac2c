import type { AdminSupportTicket } from "@domain/contracts/support";
import { SUPPORT_MESSAGES as M } from "@domain/contracts/support";
import type { Db } from "@server/db/client";
import { supportTickets, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { eq } from "drizzle-orm";
import { adminTicketView, requesterColumns } from "./requester";
import { threadOf } from "./ticket-views";

/** GET /api/admin/support/tickets/:id: any ticket, who opened it and the whole thread. */
export async function readTicketForAdmin(
  db: Db,
  ticketId: string,
  instant: Date,
): Promise<AdminSupportTicket> {
  const [row] = await db
    .select({ ticket: supportTickets, requester: requesterColumns })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, ticketId));
  if (!row) throw new AppError("not_found", M.ticketNotFound);
  return {
    ...adminTicketView(row.ticket, row.requester, instant),
    messages: await threadOf(db, ticketId),
  };
}
