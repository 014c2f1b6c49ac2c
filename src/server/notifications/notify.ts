import { randomUUID } from "node:crypto";
import type { Db } from "@server/db/client";
import { emailOutbox, notifications } from "@server/db/schema";
import { type NotificationKind, TEMPLATES } from "./templates";

export interface Notification {
  kind: NotificationKind;
  recipientId: string;
  /** The template's values: never a health detail, CPF, note or address. */
  params: Record<string, string>;
  /** A path in the app, such as /professional/agenda. */
  link: string;
  /** One message per key: the same event notified twice sends one e-mail. */
  idempotencyKey: string;
  instant: Date;
}

/**
 * The one way areas notify someone (decision 0210): call it with the transaction of the event,
 * so the notification commits or rolls back with it. Writes the in-app notification and the
 * e-mail's outbox row; the delivery job sends the e-mail. A key already used writes nothing.
 */
export async function notify(tx: Db, n: Notification): Promise<void> {
  const id = randomUUID();
  const [queued] = await tx
    .insert(emailOutbox)
    .values({
      id,
      recipientId: n.recipientId,
      kind: n.kind,
      params: { ...n.params, link: n.link },
      idempotencyKey: n.idempotencyKey,
      messageId: `<${id}@acolher.notificacoes>`,
      nextAttemptAt: n.instant,
      createdAt: n.instant,
    })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
  if (!queued) return;
  await tx.insert(notifications).values({
    recipientId: n.recipientId,
    kind: n.kind,
    title: TEMPLATES[n.kind].title,
    link: n.link,
    createdAt: n.instant,
  });
}
