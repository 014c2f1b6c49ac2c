import { DEFAULT_TIME_ZONE } from "@domain/constants";
import type { AuditAdmin, AuditLogPage, AuditLogQuery } from "@domain/contracts/admin";
import type { Db } from "@server/db/client";
import { likeContaining } from "@server/db/like";
import { adminAuditLog, users } from "@server/db/schema";
import { keyset, toPage } from "@server/shared/page-cursor";
import { and, asc, eq, exists, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

const admin = alias(users, "admin_user");
const target = alias(users, "target_user");

/** The first instant of a São Paulo day. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${DEFAULT_TIME_ZONE}`;
const nextDayStart = (day: string) =>
  sql`(${day}::date + 1)::timestamp AT TIME ZONE ${DEFAULT_TIME_ZONE}`;

/** Part of the target's full name without case or accents, or of the e-mail (as the user list). */
function targetMatches(search: string): SQL {
  const pattern = likeContaining(search);
  return or(
    sql`immutable_unaccent(lower(${target.firstName} || ' ' || ${target.lastName})) LIKE immutable_unaccent(lower(${pattern}))`,
    sql`lower(${target.email}) LIKE lower(${pattern})`,
  )!;
}

/**
 * GET /api/admin/audit (decision 0378): every admin decision on the platform, newest first, a
 * keyset page at a time, by action, admin, São Paulo days (both ends included) and target.
 */
export async function listAuditLog(db: Db, q: AuditLogQuery): Promise<AuditLogPage> {
  const page = keyset(adminAuditLog.createdAt, adminAuditLog.id, "desc", q.cursor);
  const rows = await db
    .select({
      entry: adminAuditLog,
      admin: { id: admin.id, firstName: admin.firstName, lastName: admin.lastName },
      target: {
        id: target.id,
        firstName: target.firstName,
        lastName: target.lastName,
        email: target.email,
        role: target.role,
      },
      ...page.columns,
    })
    .from(adminAuditLog)
    .innerJoin(admin, eq(admin.id, adminAuditLog.adminId))
    .innerJoin(target, eq(target.id, adminAuditLog.targetUserId))
    .where(
      and(
        q.action ? eq(adminAuditLog.action, q.action) : undefined,
        q.adminId ? eq(adminAuditLog.adminId, q.adminId) : undefined,
        q.from ? sql`${adminAuditLog.createdAt} >= ${dayStart(q.from)}` : undefined,
        q.to ? sql`${adminAuditLog.createdAt} < ${nextDayStart(q.to)}` : undefined,
        q.search ? targetMatches(q.search) : undefined,
        page.where,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(q.limit + 1);
  return toPage(rows, q.limit, ({ entry, admin, target }) => ({
    id: entry.id,
    action: entry.action,
    banReason: entry.banReason,
    reason: entry.reason,
    createdAt: entry.createdAt.toISOString(),
    admin,
    target,
  }));
}

/** GET /api/admin/audit/admins: the admins who recorded at least one action, by name. */
export function listAuditAdmins(db: Db): Promise<AuditAdmin[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.role, "admin"),
        exists(
          db.select({ one: sql`1` }).from(adminAuditLog).where(eq(adminAuditLog.adminId, users.id)),
        ),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
