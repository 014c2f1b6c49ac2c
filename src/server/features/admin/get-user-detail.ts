import { ADMIN_MESSAGES, type AdminUserDetail } from "@domain/contracts/admin";
import type { Db } from "@server/db/client";
import { professionalProfiles as p, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { and, eq, isNull } from "drizzle-orm";
import { adminUserColumns, toAdminProfessional } from "./admin-views";
import { auditHistory } from "./audit-trail";

/** GET /api/admin/users/{id}: the account, its professional profile if any, its audit history. */
export async function getUserDetail(db: Db, userId: string): Promise<AdminUserDetail> {
  const [row] = await db
    .select({ user: adminUserColumns, profile: p })
    .from(users)
    .leftJoin(p, eq(p.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw new AppError("not_found", ADMIN_MESSAGES.userNotFound);
  const detail = toAdminProfessional(row.user, row.profile);
  return {
    ...detail,
    address: row.user.address,
    verificationStatus: row.user.role === "professional" ? detail.verificationStatus : null,
    history: await auditHistory(db, userId),
  };
}
