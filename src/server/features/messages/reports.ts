import { MESSAGE_MESSAGES as M, type MessageReportReason } from "@domain/messages";
import type { Db } from "@server/db/client";
import { conversations, messageReports, messages, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, asc, desc, eq, inArray, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

/**
 * Issue 34, item 1 (decision 0406): a message can be reported by the other side of its
 * conversation; an admin reads only reported conversations, while a report is open, and closes
 * it saying what was done (kept on the report: who, when, the outcome).
 */

/** POST /api/messages/{id}/report */
export async function reportMessage(
  db: Db,
  caller: AuthUser,
  messageId: string,
  reason: MessageReportReason,
  instant: Date,
): Promise<void> {
  const [row] = await db
    .select({
      sender: messages.sender,
      clientId: conversations.clientId,
      professionalId: conversations.professionalId,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, messageId),
        or(eq(conversations.clientId, caller.id), eq(conversations.professionalId, caller.id)),
      ),
    );
  if (!row) throw new AppError("not_found", M.notFound);
  const side = row.clientId === caller.id ? "client" : "professional";
  if (row.sender === side) throw new AppError("conflict", M.reportOwn);
  const [made] = await db
    .insert(messageReports)
    .values({ messageId, reporterId: caller.id, reason, createdAt: instant })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (!made) throw new AppError("conflict", M.reportedAlready);
}

const reporter = alias(users, "message_reporter");
const client = alias(users, "reported_client");
const professional = alias(users, "reported_professional");
const nameOf = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

/** GET /api/admin/message-reports: the open reports, oldest first, each with its conversation. */
export async function openMessageReports(db: Db) {
  const reports = await db
    .select({
      id: messageReports.id,
      reason: messageReports.reason,
      createdAt: messageReports.createdAt,
      messageId: messageReports.messageId,
      conversationId: messages.conversationId,
      reporter: { firstName: reporter.firstName, lastName: reporter.lastName },
      client: { id: client.id, firstName: client.firstName, lastName: client.lastName },
      professional: {
        id: professional.id,
        firstName: professional.firstName,
        lastName: professional.lastName,
      },
    })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(reporter, eq(reporter.id, messageReports.reporterId))
    .innerJoin(client, eq(client.id, conversations.clientId))
    .innerJoin(professional, eq(professional.id, conversations.professionalId))
    .where(isNull(messageReports.resolvedAt))
    .orderBy(asc(messageReports.createdAt))
    .limit(50);
  const ids = [...new Set(reports.map((r) => r.conversationId))];
  const thread = ids.length
    ? await db
        .select({
          id: messages.id,
          conversationId: messages.conversationId,
          sender: messages.sender,
          body: messages.body,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(inArray(messages.conversationId, ids))
        .orderBy(desc(messages.createdAt))
        .limit(100 * ids.length)
    : [];
  return reports.map((r) => ({
    id: r.id,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    reporterName: nameOf(r.reporter),
    reportedMessageId: r.messageId,
    client: { id: r.client.id, name: nameOf(r.client) },
    professional: { id: r.professional.id, name: nameOf(r.professional) },
    messages: thread
      .filter((m) => m.conversationId === r.conversationId)
      .slice(0, 100)
      .reverse()
      .map((m) => ({
        id: m.id,
        sender: m.sender as "client" | "professional",
        body: m.body,
        createdAt: m.createdAt.toISOString(),
      })),
  }));
}

/** POST /api/admin/message-reports/{id}/resolve: once; the conversation closes to admins. */
export async function resolveMessageReport(
  db: Db,
  admin: AuthUser,
  id: string,
  outcome: string,
  instant: Date,
): Promise<void> {
  const [done] = await db
    .update(messageReports)
    .set({ resolvedAt: instant, resolvedBy: admin.id, outcome })
    .where(and(eq(messageReports.id, id), isNull(messageReports.resolvedAt)))
    .returning({ id: messageReports.id });
  if (done) return;
  const [exists] = await db
    .select({ id: messageReports.id })
    .from(messageReports)
    .where(eq(messageReports.id, id));
  throw exists
    ? new AppError("conflict", M.reportResolved)
    : new AppError("not_found", M.reportNotFound);
}
