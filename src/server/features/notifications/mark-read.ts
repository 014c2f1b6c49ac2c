import { NOTIFICATION_MESSAGES } from "@domain/contracts/notifications";
import type { Db } from "@server/db/client";
import { notifications } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, eq, isNull, sql } from "drizzle-orm";

/**
 * POST /api/notifications/:id/read, when the person opens the entry. Another user's id answers
 * the same 404 as an unknown one (nothing says it exists). Marking again keeps the first
 * reading's instant.
 */
export async function markNotificationRead(
  db: Db,
  user: AuthUser,
  id: string,
  now: Date,
): Promise<{ ok: true }> {
  const [marked] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, user.id)))
    .returning({ id: notifications.id });
  if (!marked) throw new AppError("not_found", NOTIFICATION_MESSAGES.notFound);
  return { ok: true };
}

/** POST /api/notifications/read-all ("Marcar todas como lidas"): the caller's unread rows only. */
export async function markAllNotificationsRead(
  db: Db,
  user: AuthUser,
  now: Date,
): Promise<{ ok: true }> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.recipientId, user.id), isNull(notifications.readAt)));
  return { ok: true };
}
