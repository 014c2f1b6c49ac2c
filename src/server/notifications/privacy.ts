import type { Db } from "@server/db/client";
import { emailOptOuts, emailOutbox, notifications } from "@server/db/schema";
import { asc, eq } from "drizzle-orm";

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
  await tx.delete(notifications).where(eq(notifications.recipientId, userId));
  await tx.delete(emailOutbox).where(eq(emailOutbox.recipientId, userId));
}
