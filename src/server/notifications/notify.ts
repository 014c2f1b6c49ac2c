import { randomUUID } from "node:crypto";
import { EMAIL_CATEGORIES } from "@domain/notifications";
import type { Db } from "@server/db/client";
import { executeNamed } from "@server/db/named-statement";
import { sql } from "drizzle-orm";
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

/** The params key naming the user a message is about (never rendered). */
export const ABOUT_KEY = "aboutUserId";
/** The params that hold that user's name. */
export const NAME_KEYS = ["otherName", "fullName"] as const;

/**
 * The one way areas notify someone (decision 0210): call it with the transaction of the event,
 * so the notification commits or rolls back with it. Writes the in-app notification (unless the
 * kind is e-mail only) and the e-mail's outbox row (unless the recipient turned the kind's
 * optional category off, decision 0212); the delivery job sends the e-mail. A key already used
 * writes nothing. One named statement, one round trip inside the event's transaction (the
 * booking's budget: ≤ 1 ms added, `npm run bench`).
 */
export async function notify(tx: Db, n: Notification): Promise<void> {
  const template = templateOf(n.kind);
  const inApp = template.inApp !== false;
  const optional = EMAIL_CATEGORIES[template.category].optional;
  const id = randomUUID();
  // The in-app row keeps the same values as the e-mail (the list says who and when from them,
  // decision 0383) and forgets the name the same way (`eraseNotificationsOf`).
  const inAppParams = { ...n.params, ...(n.about ? { [ABOUT_KEY]: n.about } : {}) };
  const params = { ...inAppParams, link: n.link };
  const at = n.instant.toISOString();
  await executeNamed(
    tx,
    "notify",
    sql`
    WITH in_app AS (
      INSERT INTO notifications
        (recipient_id, kind, title, params, link, idempotency_key, created_at)
      SELECT ${n.recipientId}::uuid, ${n.kind}, ${template.title},
             ${JSON.stringify(inAppParams)}::jsonb, ${n.link}, ${n.idempotencyKey},
             ${at}::timestamptz
      WHERE ${inApp}::boolean
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    )
    INSERT INTO email_outbox
      (id, recipient_id, kind, params, idempotency_key, message_id, next_attempt_at, created_at)
    SELECT ${id}::uuid, ${n.recipientId}::uuid, ${n.kind}, ${JSON.stringify(params)}::jsonb,
           ${n.idempotencyKey}, ${`<${id}@acolher.notificacoes>`}, ${at}::timestamptz,
           ${at}::timestamptz
    WHERE (NOT ${inApp}::boolean OR EXISTS (SELECT 1 FROM in_app))
      AND NOT (${optional}::boolean AND EXISTS (
        SELECT 1 FROM email_opt_outs
        WHERE user_id = ${n.recipientId}::uuid AND category = ${template.category}))
    ON CONFLICT (idempotency_key) DO NOTHING`,
  );
}
