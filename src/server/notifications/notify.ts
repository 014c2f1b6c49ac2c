import { randomUUID } from "node:crypto";
import { EMAIL_CATEGORIES } from "@domain/notifications";
import type { Db } from "@server/db/client";
import { emailOptOuts, emailOutbox, notifications } from "@server/db/schema";
import { and, eq } from "drizzle-orm";
import { type NotificationKind, templateOf } from "./templates";

export interface Notification {
  kind: NotificationKind;
  recipientId: string;
  /** The template's values: never a health detail, CPF, note or address. */
  params: Record<string, string>;
  /** A path in the app, such as /professional/agenda. */
  link: string;
  /** One notification and one message per key: the same event notified twice sends one. */
  idempotencyKey: string;
  instant: Date;
  /**
   * The user whose name the params carry (the other side of a session), if any: when that user
   * deletes the account, messages still waiting forget the name (`eraseNotificationsOf`).
   */
  about?: string;
}

/**
 * The one way areas notify someone (decision 0210): call it with the transaction of the event,
 * so the notification commits or rolls back with it. Writes the in-app notification (unless the
 * kind is e-mail only) and the e-mail's outbox row (unless the recipient turned the kind's
 * optional category off); the delivery job sends the e-mail. A key already used writes nothing.
 */
/** The params key naming the user a message is about (never rendered). */
export const ABOUT_KEY = "aboutUserId";
/** The params that hold that user's name. */
export const NAME_KEYS = ["otherName", "fullName"] as const;

export async function notify(tx: Db, n: Notification): Promise<void> {
  const template = templateOf(n.kind);
  if (template.inApp !== false) {
    const [written] = await tx
      .insert(notifications)
      .values({
        recipientId: n.recipientId,
        kind: n.kind,
        title: template.title,
        link: n.link,
        idempotencyKey: n.idempotencyKey,
        createdAt: n.instant,
      })
      .onConflictDoNothing({ target: notifications.idempotencyKey })
      .returning({ id: notifications.id });
    if (!written) return;
  }
  if (EMAIL_CATEGORIES[template.category].optional) {
    const [optedOut] = await tx
      .select({ category: emailOptOuts.category })
      .from(emailOptOuts)
      .where(
        and(eq(emailOptOuts.userId, n.recipientId), eq(emailOptOuts.category, template.category)),
      );
    if (optedOut) return;
  }
  const id = randomUUID();
  await tx
    .insert(emailOutbox)
    .values({
      id,
      recipientId: n.recipientId,
      kind: n.kind,
      params: { ...n.params, link: n.link, ...(n.about ? { [ABOUT_KEY]: n.about } : {}) },
      idempotencyKey: n.idempotencyKey,
      messageId: `<${id}@acolher.notificacoes>`,
      nextAttemptAt: n.instant,
      createdAt: n.instant,
    })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey });
}
