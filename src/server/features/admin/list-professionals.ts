import type { AdminProfessionalsPage, AdminProfessionalsQuery } from "@domain/contracts/admin";
import type { Db } from "@server/db/client";
import { professionalProfiles as p, users } from "@server/db/schema";
import { keyset, toPage } from "@server/shared/page-cursor";
import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { adminUserColumns, toAdminProfessional } from "./admin-views";
import { isAwaitingVerification } from "./awaiting-verification";

const BY_STATUS: Record<AdminProfessionalsQuery["status"], () => SQL | undefined> = {
  all: () => undefined,
  pending: isAwaitingVerification,
  verified: () => eq(p.isVerified, true),
  rejected: () => and(eq(p.isVerified, false), isNotNull(p.verificationRejectedAt)),
};

/**
 * GET /api/admin/professionals (and .../pending): one page of professional accounts, deleted
 * ones left out. Pending ones are a queue, oldest save first; the other lists show the newest
 * accounts first. Docs: docs/decisions/0101-verification-review.md.
 */
export async function listProfessionals(
  db: Db,
  q: AdminProfessionalsQuery,
): Promise<AdminProfessionalsPage> {
  const page =
    q.status === "pending"
      ? keyset(p.updatedAt, users.id, "asc", q.cursor)
      : keyset(users.createdAt, users.id, "desc", q.cursor);
  const rows = await db
    .select({ user: adminUserColumns, profile: p, ...page.columns })
    .from(users)
    .leftJoin(p, eq(p.userId, users.id))
    .where(
      and(
        eq(users.role, "professional"),
        isNull(users.deletedAt),
        BY_STATUS[q.status](),
        page.where,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(q.limit + 1);
  return toPage(rows, q.limit, (row) => toAdminProfessional(row.user, row.profile));
}
