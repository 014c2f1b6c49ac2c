import type { SupportQueue, SupportQueueQuery } from "@domain/contracts/support";
import { SUPPORT_TOPIC_KEYS } from "@domain/legal";
import { isDataSubjectTopic } from "@domain/support";
import type { Db } from "@server/db/client";
import { supportMessages, supportTickets, users } from "@server/db/schema";
import { and, asc, count, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import { adminTicketView, requesterColumns } from "./requester";

/** The most one read shows: the queue is worked from the top, the record read newest first. */
const QUEUE_SHOWN = 200;
const DATA_SUBJECT_TOPICS = SUPPORT_TOPIC_KEYS.filter(isDataSubjectTopic);

/**
 * GET /api/admin/support/tickets (decision 0390): the open queue (open and answered tickets, the
 * earliest deadline first, read by the partial index `support_tickets_queue_idx`) with each one's
 * age, days left and whether it is overdue at `instant`; or the closed record, newest closing
 * first, with the outcomes. `dataSubject` keeps only the data subject's requests.
 */
export async function listSupportQueue(
  db: Db,
  query: SupportQueueQuery,
  instant: Date,
): Promise<SupportQueue> {
  const closed = query.state === "closed";
  const where: SQL[] = [
    closed ? eq(supportTickets.status, "closed") : ne(supportTickets.status, "closed"),
  ];
  if (query.dataSubject) where.push(inArray(supportTickets.topic, DATA_SUBJECT_TOPICS));
  const rows = await db
    .select({
      ticket: supportTickets,
      requester: requesterColumns,
      messageCount: count(supportMessages.id),
    })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .leftJoin(supportMessages, eq(supportMessages.ticketId, supportTickets.id))
    .where(and(...where))
    .groupBy(supportTickets.id, users.id)
    .orderBy(
      ...(closed
        ? [desc(supportTickets.closedAt), desc(supportTickets.id)]
        : [asc(supportTickets.dueAt), asc(supportTickets.id)]),
    )
    .limit(QUEUE_SHOWN);
  return {
    tickets: rows.map((r) => ({
      ...adminTicketView(r.ticket, r.requester, instant),
      messageCount: r.messageCount,
    })),
  };
}
