import type { BanReason } from "@domain/ban-reasons";
import type { AdminAction, AuditEntry } from "@domain/contracts/admin";
import type { Db } from "@server/db/client";
import { adminAuditLog, users } from "@server/db/schema";
import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

/** A user's history is short; the cap only keeps a pathological one from flooding the dialog. */
const HISTORY_LIMIT = 100;
const admin = alias(users, "admin_user");

/**
 * Appends one admin decision to the audit trail. Called inside the transaction of the change
 * it records, so both happen or neither does. The table refuses updates and deletes. Returns the
 * entry's id: the decision's event id (a notification's idempotency key names it).
 */
export async function recordAdminAction(
  db: Db,
  entry: {
    adminId: string;
    targetUserId: string;
    action: AdminAction;
    reason: string | null;
    banReason?: BanReason | null;
  },
): Promise<string> {
  const [row] = await db.insert(adminAuditLog).values(entry).returning({ id: adminAuditLog.id });
  return row!.id;
}

/** What admins decided about this user, newest first, with who decided. */
export async function auditHistory(db: Db, targetUserId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      entry: adminAuditLog,
      admin: { id: admin.id, firstName: admin.firstName, lastName: admin.lastName },
    })
    .from(adminAuditLog)
    .innerJoin(admin, eq(admin.id, adminAuditLog.adminId))
    .where(eq(adminAuditLog.targetUserId, targetUserId))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(HISTORY_LIMIT);
  return rows.map(({ entry, admin }) => ({
    id: entry.id,
    action: entry.action,
    banReason: entry.banReason,
    reason: entry.reason,
    createdAt: entry.createdAt.toISOString(),
    admin,
  }));
}
