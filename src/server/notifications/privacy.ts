import type { Db } from "@server/db/client";
import { emailOptOuts, emailOutbox, notifications } from "@server/db/schema";
import { and, asc, eq, sql } from "drizzle-orm";
import { ABOUT_KEY, NAME_KEYS } from "./notify";

/** For the data export: the user's in-app notifications and the e-mails queued or sent to them. */
export async function notificationsOf(db: Db, userId: string) {
  return {
    notifications: await db
      .select({
        kind: notifications.kind,
        title: notifications.title,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.recipientId, userId))
      .orderBy(asc(notifications.createdAt)),
    emails: await db
      .select({
        kind: emailOutbox.kind,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipientId, userId))
      .orderBy(asc(emailOutbox.createdAt)),
  };
}

/**
 * Account deletion: the user's notifications, e-mail log and e-mail choices go with it (nothing
 * left to send).
 */
export async function eraseNotificationsOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(emailOptOuts).where(eq(emailOptOuts.userId, userId));
  // Messages to others still waiting to be sent forget this user's name (they say "o cliente").
  await tx
    .update(emailOutbox)
    .set({
      params: sql`${emailOutbox.params} - ${ABOUT_KEY}::text - ${NAME_KEYS[0]}::text - ${NAME_KEYS[1]}::text`,
    })
    .where(
      and(
        eq(emailOutbox.status, "pending"),
        sql`${emailOutbox.params} ->> ${ABOUT_KEY} = ${userId}`,
      ),
    );
  // Others' notification lists forget it too (they say "o cliente", decision 0383).
  await tx
    .update(notifications)
    .set({
      params: sql`${notifications.params} - ${ABOUT_KEY}::text - ${NAME_KEYS[0]}::text - ${NAME_KEYS[1]}::text`,
    })
    .where(sql`${notifications.params} ->> ${ABOUT_KEY} = ${userId}`);
  await tx.delete(notifications).where(eq(notifications.recipientId, userId));
  await tx.delete(emailOutbox).where(eq(emailOutbox.recipientId, userId));
}
