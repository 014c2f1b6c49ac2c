import type { Db } from "@server/db/client";
import { conversations, users } from "@server/db/schema";
import { notify } from "@server/notifications/notify";
import { and, eq, lte, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

/**
 * Issue 34, item 1 (decision 0406): a side that has not read a message within
 * MESSAGE_MAIL_DELAY_MINUTES gets one e-mail saying there is a new message, from whom, never
 * its text; one per burst (the next waits for a reading). Optional category "mensagens": the
 * e-mail preferences and the unsubscribe link apply. Idempotent per conversation, side and due
 * instant.
 */
const client = alias(users, "mail_client");
const professional = alias(users, "mail_professional");

export async function sendMessageMails(db: Db, instant: Date): Promise<number> {
  const due = await db
    .select({
      id: conversations.id,
      clientId: conversations.clientId,
      professionalId: conversations.professionalId,
      clientDue: conversations.clientMailDueAt,
      professionalDue: conversations.professionalMailDueAt,
      blockedAt: conversations.blockedAt,
      clientName: client.firstName,
      clientDeleted: client.deletedAt,
      professionalName: professional.firstName,
      professionalDeleted: professional.deletedAt,
    })
    .from(conversations)
    .innerJoin(client, eq(client.id, conversations.clientId))
    .innerJoin(professional, eq(professional.id, conversations.professionalId))
    .where(
      or(
        lte(conversations.clientMailDueAt, instant),
        lte(conversations.professionalMailDueAt, instant),
      ),
    )
    .limit(500);
  let sent = 0;
  for (const c of due) {
    await db.transaction(async (tx) => {
      for (const side of ["client", "professional"] as const) {
        const at = side === "client" ? c.clientDue : c.professionalDue;
        if (!at || at > instant) continue;
        const column =
          side === "client" ? conversations.clientMailDueAt : conversations.professionalMailDueAt;
        // Taken once (a parallel run or a reading in between finds it gone).
        const [taken] = await tx
          .update(conversations)
          .set(side === "client" ? { clientMailDueAt: null } : { professionalMailDueAt: null })
          .where(and(eq(conversations.id, c.id), eq(column, at)))
          .returning({ id: conversations.id });
        if (!taken) continue;
        const recipientDeleted = side === "client" ? c.clientDeleted : c.professionalDeleted;
        // A blocked client is not told of messages they can no longer answer.
        if (recipientDeleted || (side === "client" && c.blockedAt)) continue;
        await notify(tx, {
          kind: "new_message",
          recipientId: side === "client" ? c.clientId : c.professionalId,
          params: { otherName: side === "client" ? c.professionalName : c.clientName },
          link: `/mensagens/${c.id}`,
          idempotencyKey: `new_message:${c.id}:${side}:${at.getTime()}`,
          instant,
          about: side === "client" ? c.professionalId : c.clientId,
        });
        sent++;
      }
    });
  }
  return sent;
}
