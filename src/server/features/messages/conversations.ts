import type { Message } from "@domain/contracts/messages";
import {
  MESSAGE_MESSAGES as M,
  MESSAGE_MAIL_DELAY_MINUTES,
  MESSAGES_PER_MINUTE,
  NEW_CONVERSATIONS_PER_DAY,
} from "@domain/messages";
import type { Db } from "@server/db/client";
import {
  agendaSettings,
  appointments,
  conversations,
  messages,
  professionalProfiles,
  users,
} from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, eq, gt, sql } from "drizzle-orm";
import { ownConversation, type Side, toMessage } from "./conversation-reads";

/**
 * Issue 34, item 1 (decision 0406): conversations between a client and a professional. One per
 * pair; each side's last reading instant gives its unread count; the professional may block the
 * client. Someone outside a conversation gets a 404, as for an unknown one (admins included:
 * they read only reported conversations, reports.ts).
 */

/** Tells the processes holding live sockets that a message was written (live.ts). */
export const MESSAGES_CHANNEL = "acolher_messages";

/** Whether the client has or had a booking with the professional (any request). */
async function haveBooked(db: Db, clientId: string, professionalId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(eq(appointments.clientId, clientId), eq(appointments.professionalId, professionalId)),
    )
    .limit(1);
  return !!row;
}

/** At most MESSAGES_PER_MINUTE sent by the caller in the last minute, on every conversation. */
async function checkPace(db: Db, caller: AuthUser, side: Side, instant: Date): Promise<void> {
  const mine = side === "client" ? conversations.clientId : conversations.professionalId;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(mine, caller.id),
        eq(messages.sender, side),
        gt(messages.createdAt, new Date(instant.getTime() - 60_000)),
      ),
    );
  if ((row?.count ?? 0) >= MESSAGES_PER_MINUTE) throw new AppError("too_many_requests", M.tooFast);
}

/**
 * Writes a message into a conversation the caller is in: the conversation's last instant, the
 * sender's reading (they have read up to their own message) and, once per burst, the instant the
 * other side's e-mail is due; a NOTIFY tells the live sockets. Under the pair's row lock, so
 * a block and a message cannot cross.
 */
async function writeMessage(
  tx: Db,
  conversationId: string,
  side: Side,
  body: string,
  instant: Date,
): Promise<Message> {
  const due = new Date(instant.getTime() + MESSAGE_MAIL_DELAY_MINUTES * 60_000);
  const [message] = await tx
    .insert(messages)
    .values({ conversationId, sender: side, body, createdAt: instant })
    .returning();
  await tx
    .update(conversations)
    .set(
      side === "client"
        ? {
            lastMessageAt: instant,
            clientReadAt: instant,
            clientMailDueAt: null,
            professionalMailDueAt: sql`coalesce(${conversations.professionalMailDueAt}, ${due.toISOString()}::timestamptz)`,
          }
        : {
            lastMessageAt: instant,
            professionalReadAt: instant,
            professionalMailDueAt: null,
            clientMailDueAt: sql`coalesce(${conversations.clientMailDueAt}, ${due.toISOString()}::timestamptz)`,
          },
    )
    .where(eq(conversations.id, conversationId));
  await tx.execute(sql`SELECT pg_notify(${MESSAGES_CHANNEL}, '')`);
  return toMessage(message!, side);
}

/** Why a conversation takes no message now, for its `side`; null when it does. */
async function refusalToWrite(
  tx: Db,
  row: { clientId: string; professionalId: string; blockedAt: Date | null },
  side: Side,
): Promise<AppError | null> {
  if (row.blockedAt) {
    return new AppError("conflict", side === "client" ? M.blocked : M.blockedByYou);
  }
  const [otherUser] = await tx
    .select({ deletedAt: users.deletedAt, isBanned: users.isBanned })
    .from(users)
    .where(eq(users.id, side === "client" ? row.professionalId : row.clientId));
  if (!otherUser || otherUser.deletedAt) return new AppError("conflict", M.otherDeleted);
  if (side === "client" && otherUser.isBanned) {
    return new AppError("conflict", M.professionalUnavailable);
  }
  return null;
}

/**
 * POST /api/conversations: a client writes to a verified professional. Before any booking only
 * if the professional takes pre-booking messages; a new conversation counts against the
 * client's NEW_CONVERSATIONS_PER_DAY (checked under a lock on the client's row, so parallel
 * requests cannot pass the limit together); an existing one goes on.
 */
export async function startConversation(
  db: Db,
  client: AuthUser,
  input: { professionalId: string; body: string },
  instant: Date,
): Promise<{ conversationId: string; message: Message }> {
  const [pro] = await db
    .select({
      role: users.role,
      isBanned: users.isBanned,
      deletedAt: users.deletedAt,
      isVerified: professionalProfiles.isVerified,
      preBooking: agendaSettings.preBookingMessages,
    })
    .from(users)
    .innerJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .leftJoin(agendaSettings, eq(agendaSettings.professionalId, users.id))
    .where(eq(users.id, input.professionalId));
  if (pro?.role !== "professional" || !pro.isVerified || pro.isBanned || pro.deletedAt) {
    throw new AppError("not_found", M.professionalUnavailable);
  }
  await checkPace(db, client, "client", instant);
  return db.transaction(async (tx) => {
    // One client's new conversations, one at a time (the daily limit holds under parallel calls).
    await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${client.id} FOR UPDATE`);
    const [existing] = await tx
      .select({
        id: conversations.id,
        clientId: conversations.clientId,
        professionalId: conversations.professionalId,
        blockedAt: conversations.blockedAt,
      })
      .from(conversations)
      .where(
        and(
          eq(conversations.clientId, client.id),
          eq(conversations.professionalId, input.professionalId),
        ),
      )
      .for("update");
    if (existing) {
      const refusal = await refusalToWrite(tx, existing, "client");
      if (refusal) throw refusal;
      return {
        conversationId: existing.id,
        message: await writeMessage(tx, existing.id, "client", input.body, instant),
      };
    }
    if (pro.preBooking === false && !(await haveBooked(tx, client.id, input.professionalId))) {
      throw new AppError("forbidden", M.preBookingOff);
    }
    const [started] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(conversations)
      .where(
        and(
          eq(conversations.clientId, client.id),
          gt(conversations.createdAt, new Date(instant.getTime() - 24 * 60 * 60_000)),
        ),
      );
    if ((started?.count ?? 0) >= NEW_CONVERSATIONS_PER_DAY) {
      throw new AppError("too_many_requests", M.dailyLimit);
    }
    const [created] = await tx
      .insert(conversations)
      .values({
        clientId: client.id,
        professionalId: input.professionalId,
        createdAt: instant,
        lastMessageAt: instant,
      })
      .returning({ id: conversations.id });
    return {
      conversationId: created!.id,
      message: await writeMessage(tx, created!.id, "client", input.body, instant),
    };
  });
}

/** POST /api/conversations/{id}/messages */
export async function sendMessage(
  db: Db,
  caller: AuthUser,
  id: string,
  body: string,
  instant: Date,
): Promise<Message> {
  const own = await ownConversation(db, caller, id);
  await checkPace(db, caller, own.side, instant);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        clientId: conversations.clientId,
        professionalId: conversations.professionalId,
        blockedAt: conversations.blockedAt,
      })
      .from(conversations)
      .where(eq(conversations.id, id))
      .for("update");
    const refusal = await refusalToWrite(tx, row!, own.side);
    if (refusal) throw refusal;
    return writeMessage(tx, id, own.side, body, instant);
  });
}

/** POST /api/conversations/{id}/read: read up to now; the pending e-mail is no longer due. */
export async function markRead(db: Db, caller: AuthUser, id: string, instant: Date) {
  const own = await ownConversation(db, caller, id);
  await db
    .update(conversations)
    .set(
      own.side === "client"
        ? { clientReadAt: instant, clientMailDueAt: null }
        : { professionalReadAt: instant, professionalMailDueAt: null },
    )
    .where(eq(conversations.id, id));
}

/** POST/DELETE /api/conversations/{id}/block: the professional blocks or unblocks the client. */
export async function setBlocked(
  db: Db,
  professional: AuthUser,
  id: string,
  blocked: boolean,
  instant: Date,
) {
  const own = await ownConversation(db, professional, id);
  if (own.side !== "professional") throw new AppError("not_found", M.notFound);
  const [changed] = await db
    .update(conversations)
    .set({ blockedAt: blocked ? instant : null, clientMailDueAt: blocked ? null : undefined })
    .where(
      and(
        eq(conversations.id, id),
        blocked
          ? sql`${conversations.blockedAt} IS NULL`
          : sql`${conversations.blockedAt} IS NOT NULL`,
      ),
    )
    .returning({ id: conversations.id });
  if (!changed) throw new AppError("conflict", blocked ? M.alreadyBlocked : M.notBlocked);
  await db.execute(sql`SELECT pg_notify(${MESSAGES_CHANNEL}, '')`);
}
