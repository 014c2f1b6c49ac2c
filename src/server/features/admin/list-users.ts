import type { AdminUsersPage, AdminUsersQuery } from "@domain/contracts/admin";
import type { Db } from "@server/db/client";
import { likeContaining } from "@server/db/like";
import { users } from "@server/db/schema";
import { isUuid, keyset, toPage } from "@server/shared/page-cursor";
import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { adminUserColumns, toAdminUser } from "./admin-views";

/**
 * Part of the full name, without case or accents (the expression of users_name_search_idx),
 * part of the e-mail without case (users_email_search_idx), or the exact id.
 */
function matches(search: string): SQL {
  const pattern = likeContaining(search);
  const byName = sql`immutable_unaccent(lower(${users.firstName} || ' ' || ${users.lastName})) LIKE immutable_unaccent(lower(${pattern}))`;
  const byEmail = sql`lower(${users.email}) LIKE lower(${pattern})`;
  return (isUuid(search) ? or(byName, byEmail, eq(users.id, search)) : or(byName, byEmail))!;
}

/**
 * GET /api/admin/users: one page of accounts, newest first, deleted ones left out
 * (docs/decisions/0100-admin-counts-and-lists.md).
 */
export async function listUsers(db: Db, q: AdminUsersQuery): Promise<AdminUsersPage> {
  const page = keyset(users.createdAt, users.id, "desc", q.cursor);
  const rows = await db
    .select({ ...adminUserColumns, ...page.columns })
    .from(users)
    .where(and(isNull(users.deletedAt), q.search ? matches(q.search) : undefined, page.where))
    .orderBy(...page.orderBy)
    .limit(q.limit + 1);
  return toPage(rows, q.limit, toAdminUser);
}
