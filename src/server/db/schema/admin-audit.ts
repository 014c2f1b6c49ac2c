import { ADMIN_ACTIONS } from "@domain/contracts/admin";
import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { banReasonEnum } from "./enums";
import { users } from "./users";

export const adminActionEnum = pgEnum("admin_action", ADMIN_ACTIONS);

/**
 * Every admin decision (ban, unban, approve, reject): who, about whom, what, why and when.
 * Append-only: a trigger (drizzle/0007) refuses UPDATE, DELETE and TRUNCATE, whatever code
 * runs them. Users are never hard-deleted, so RESTRICT keeps the trail whole.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    targetUserId: uuid("target_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    action: adminActionEnum("action").notNull(),
    /** Free text: a rejection's reason (the professional reads it), or an admin's note. */
    reason: text("reason"),
    /** A ban's category of the terms (decision 0378); null for every other action. */
    banReason: banReasonEnum("ban_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "admin_audit_log_reject_has_reason",
      sql`${t.action} <> 'reject' OR ${t.reason} IS NOT NULL`,
    ),
    // Only a ban names a category; every ban from decision 0378 on does (NOT VALID in
    // drizzle/0032: the bans before it cannot be filled in, the table refuses updates).
    check("admin_audit_log_ban_reason", sql`(${t.action} = 'ban') = (${t.banReason} IS NOT NULL)`),
    index("admin_audit_log_target_idx").on(t.targetUserId, t.createdAt),
    // The platform-wide log (GET /api/admin/audit): newest first, all or one admin's.
    index("admin_audit_log_created_idx").on(t.createdAt, t.id),
    index("admin_audit_log_admin_idx").on(t.adminId, t.createdAt, t.id),
  ],
);
