import type { UnreadCount } from "@domain/contracts/notifications";
import type { Db } from "@server/db/client";
import { prepared } from "@server/db/prepared";
import { notifications } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { and, eq, isNull, sql } from "drizzle-orm";

/**
 * The bell's number, asked by every signed-in screen: a count over the partial index
 * notifications_unread_idx (recipient_id WHERE read_at IS NULL), an index-only scan of the
 * caller's unread rows (the plan is pinned by unread-count-plan.test.ts on PostgreSQL).
 */
const unreadOf = prepared("notifications_unread_count", (db, name) =>
  db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, sql.placeholder("recipientId")),
        isNull(notifications.readAt),
      ),
    )
    .prepare(name),
);

export async function countUnread(db: Db, user: AuthUser): Promise<UnreadCount> {
  const [row] = await unreadOf(db).execute({ recipientId: user.id });
  return { count: row?.count ?? 0 };
}
