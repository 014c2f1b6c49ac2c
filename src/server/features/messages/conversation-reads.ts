import type { Conversation, Message, MessagesPage } from "@domain/contracts/messages";
import { DELETED_ACCOUNT_NAME, MESSAGE_MESSAGES as M } from "@domain/messages";
import type { Db } from "@server/db/client";
import { conversations, messages, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { imageUrl } from "@server/shared/current-user";
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

/**
 * Issue 34, item 1 (decision 0406): what a person reads of their conversations; the writes are
 * in conversations.ts. Each side's last reading instant gives its unread count. Someone outside
 * a conversation gets a 404, as for an unknown one (admins included: they read only reported
 * conversations, reports.ts).
 */

export type Side = "client" | "professional";

export interface ConversationRow {
  id: string;
  clientId: string;
  professionalId: string;
  blockedAt: Date | null;
  lastMessageAt: Date;
}

const other = alias(users, "conversation_other");

/** The caller's side of a conversation, or a 404. */
export async function ownConversation(
  db: Db,
  caller: AuthUser,
  id: string,
): Promise<ConversationRow & { side: Side }> {
  const [row] = await db
    .select({
      id: conversations.id,
      clientId: conversations.clientId,
      professionalId: conversations.professionalId,
      blockedAt: conversations.blockedAt,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        or(eq(conversations.clientId, caller.id), eq(conversations.professionalId, caller.id)),
      ),
    );
  if (!row) throw new AppError("not_found", M.notFound);
  return { ...row, side: row.clientId === caller.id ? "client" : "professional" };
}

/** Messages from the other side after the caller's reading instant. */
const unreadSql = (side: Side) => sql<number>`(
  SELECT count(*)::int FROM ${messages} m
  WHERE m.conversation_id = ${conversations.id}
    AND m.sender <> ${side}
    AND m.created_at > coalesce(${side === "client" ? conversations.clientReadAt : conversations.professionalReadAt}, '-infinity'::timestamptz))`;

/** The caller's conversations, latest first, or one of them. */
export async function listConversations(
  db: Db,
  caller: AuthUser,
  only?: string,
): Promise<Conversation[]> {
  const side: Side = caller.role === "professional" ? "professional" : "client";
  const mine = side === "client" ? conversations.clientId : conversations.professionalId;
  const theirs = side === "client" ? conversations.professionalId : conversations.clientId;
  const rows = await db
    .select({
      id: conversations.id,
      lastMessageAt: conversations.lastMessageAt,
      blockedAt: conversations.blockedAt,
      unread: unreadSql(side),
      other: {
        id: other.id,
        firstName: other.firstName,
        lastName: other.lastName,
        profileImageId: other.profileImageId,
        deletedAt: other.deletedAt,
      },
    })
    .from(conversations)
    .innerJoin(other, eq(other.id, theirs))
    .where(and(eq(mine, caller.id), only ? eq(conversations.id, only) : undefined))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(200);
  return rows.map((r) => {
    const deleted = r.other.deletedAt !== null;
    return {
      id: r.id,
      other: {
        id: r.other.id,
        name: deleted ? DELETED_ACCOUNT_NAME : `${r.other.firstName} ${r.other.lastName}`.trim(),
        profileImageUrl: deleted ? null : imageUrl(r.other.profileImageId),
        deleted,
      },
      lastMessageAt: r.lastMessageAt.toISOString(),
      unread: r.unread,
      blocked: r.blockedAt !== null,
    };
  });
}

/** Every unread message of the caller (the navigation's and the bell's count). */
export async function unreadCount(db: Db, caller: AuthUser): Promise<number> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(CASE WHEN ${conversations.clientId} = ${caller.id}
        THEN ${unreadSql("client")} ELSE ${unreadSql("professional")} END), 0)::int`,
    })
    .from(conversations)
    .where(or(eq(conversations.clientId, caller.id), eq(conversations.professionalId, caller.id)));
  return row?.count ?? 0;
}

const PAGE = 50;

/** A page of a conversation's messages, oldest first; reading it does not mark it read. */
export async function conversationMessages(
  db: Db,
  caller: AuthUser,
  id: string,
  before: string | undefined,
): Promise<MessagesPage> {
  const own = await ownConversation(db, caller, id);
  let cursor: { createdAt: Date; id: string } | undefined;
  if (before) {
    const [row] = await db
      .select({ createdAt: messages.createdAt, id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, before), eq(messages.conversationId, id)));
    if (!row) throw new AppError("not_found", M.notFound);
    cursor = row;
  }
  const rows = await db
    .select({
      id: messages.id,
      sender: messages.sender,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, id),
        cursor
          ? or(
              lt(messages.createdAt, cursor.createdAt),
              and(eq(messages.createdAt, cursor.createdAt), lt(messages.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(PAGE + 1);
  const [conversation] = await listConversations(db, caller, id);
  return {
    conversation: conversation!,
    messages: rows
      .slice(0, PAGE)
      .reverse()
      .map((m) => toMessage(m, own.side)),
    hasOlder: rows.length > PAGE,
  };
}

export const toMessage = (
  m: { id: string; sender: string; body: string | null; createdAt: Date },
  side: Side,
): Message => ({
  id: m.id,
  mine: m.sender === side,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
});
