import type { SupportTicketList } from "@domain/contracts/support";
import type { Db } from "@server/db/client";
import { supportTickets } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { desc, eq } from "drizzle-orm";
import { ticketView } from "./ticket-views";

/** The most a person's list shows: a few a day at most, so years of tickets. */
const OWN_TICKETS_SHOWN = 200;

/** GET /api/support/tickets: the person's own tickets, newest first. */
export async function listOwnTickets(db: Db, user: AuthUser): Promise<SupportTicketList> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, user.id))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(OWN_TICKETS_SHOWN);
  return { tickets: rows.map(ticketView) };
}
