import type { NotificationsPage, NotificationsQuery } from "@domain/contracts/notifications";
import type { Db } from "@server/db/client";
import { notifications } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { notificationSummary } from "@server/notifications/summary";
import { keyset, toPage } from "@server/shared/page-cursor";
import { and, eq } from "drizzle-orm";

/**
 * GET /api/notifications: one page of the caller's own notifications, newest first
 * (notifications_recipient_idx), each with its line of who and when (decision 0383). The recipient is always the session's user, never a value
 * the client sends.
 */
export async function listNotifications(
  db: Db,
  user: AuthUser,
  q: NotificationsQuery,
): Promise<NotificationsPage> {
  const page = keyset(notifications.createdAt, notifications.id, "desc", q.before);
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      params: notifications.params,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      ...page.columns,
    })
    .from(notifications)
    .where(and(eq(notifications.recipientId, user.id), page.where))
    .orderBy(...page.orderBy)
    .limit(q.limit + 1);
  return toPage(rows, q.limit, (row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    detail: notificationSummary(row.kind, row.params),
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
}
