import type { CreateSupportTicketRequest, SupportTicketDetail } from "@domain/contracts/support";
import { SUPPORT_MESSAGES as M } from "@domain/contracts/support";
import { DAY_MS, MAX_TICKETS_PER_DAY, supportDueAt } from "@domain/support";
import type { Db } from "@server/db/client";
import { supportMessages, supportTickets } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { threadOf, ticketView } from "./ticket-views";

/**
 * POST /api/support/tickets (decision 0390): any signed-in person opens a ticket with a topic from
 * the list and a first message. Its answer is due 5 days after `instant`, 15 for a data subject's
 * request (Decreto 7.962/2013 art. 4 V; LGPD art. 19 II). At most MAX_TICKETS_PER_DAY in 24
 * hours (429), counted under a per-person lock so two at once cannot both pass the last slot.
 */
export async function createSupportTicket(
  db: Db,
  user: AuthUser,
  input: CreateSupportTicketRequest,
  instant: Date,
): Promise<SupportTicketDetail> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended('support:' || ${user.id}::text, 0))`,
    );
    const [recent] = await tx
      .select({ n: count() })
      .from(supportTickets)
      .where(
        and(
          eq(supportTickets.userId, user.id),
          gt(supportTickets.createdAt, new Date(instant.getTime() - DAY_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= MAX_TICKETS_PER_DAY)
      throw new AppError("too_many_requests", M.tooManyTickets);
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        userId: user.id,
        topic: input.topic,
        createdAt: instant,
        updatedAt: instant,
        dueAt: supportDueAt(input.topic, instant),
      })
      .returning();
    await tx.insert(supportMessages).values({
      ticketId: ticket!.id,
      authorId: user.id,
      fromStaff: false,
      body: input.message,
      createdAt: instant,
    });
    return { ...ticketView(ticket!), messages: await threadOf(tx, ticket!.id) };
  });
}
