import type { SupportTicketDetail } from "@domain/contracts/support";
import { SUPPORT_MESSAGES as M } from "@domain/contracts/support";
import type { Db } from "@server/db/client";
import { supportTickets } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, eq } from "drizzle-orm";
import { threadOf, ticketView } from "./ticket-views";

/** GET /api/support/tickets/:id: one of the person's tickets with its thread; anyone else's is 404. */
export async function readOwnTicket(
  db: Db,
  user: AuthUser,
  ticketId: string,
): Promise<SupportTicketDetail> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, user.id)));
  if (!row) throw new AppError("not_found", M.ticketNotFound);
  return { ...ticketView(row), messages: await threadOf(db, row.id) };
}
