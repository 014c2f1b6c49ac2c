import { ADMIN_MESSAGES, type AdminUser, type BanUserRequest } from "@domain/contracts/admin";
import type { SessionStore } from "@server/auth/sessions";
import type { Db } from "@server/db/client";
import { users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { cancelFutureAppointments } from "@server/features/appointments/cancel-future-appointments";
import type { AuthUser } from "@server/http/route";
import { notify } from "@server/notifications/notify";
import { and, eq, isNull } from "drizzle-orm";
import { adminUserColumns, toAdminUser } from "./admin-views";
import { recordAdminAction } from "./audit-trail";

/**
 * PUT /api/admin/users/{id}/ban (docs/decisions/0102-ban-effects.md). Never an admin, never
 * oneself. Banning cancels the user's future appointments on both sides and is written to the
 * audit trail in the same transaction; their sessions are refused from the next request on.
 * A ban names the terms' category, kept on the account and in the trail with the admin's note;
 * the suspended person gets an e-mail naming the category only (decision 0378). Unbanning
 * clears the category and ends any session left, so the user signs in again. Asking for the
 * state the user is already in changes nothing.
 */
export async function setUserBan(
  db: Db,
  sessions: SessionStore,
  admin: AuthUser,
  userId: string,
  input: BanUserRequest,
  instant: Date,
): Promise<AdminUser> {
  const { user, changed } = await db.transaction(async (tx) => {
    const [target] = await tx
      .select(adminUserColumns)
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for("update");
    if (!target) throw new AppError("not_found", ADMIN_MESSAGES.userNotFound);
    if (target.id === admin.id) throw new AppError("forbidden", ADMIN_MESSAGES.cannotBanSelf);
    if (target.role === "admin") throw new AppError("forbidden", ADMIN_MESSAGES.cannotBanAdmin);
    if (target.isBanned === input.isBanned) return { user: target, changed: false };

    const { banReason } = input;
    await tx.update(users).set({ isBanned: input.isBanned, banReason }).where(eq(users.id, userId));
    if (input.isBanned) {
      await cancelFutureAppointments(tx, userId, ADMIN_MESSAGES.bannedAppointmentNote, instant);
    }
    const entryId = await recordAdminAction(tx, {
      adminId: admin.id,
      targetUserId: userId,
      action: input.isBanned ? "ban" : "unban",
      banReason,
      reason: input.note,
    });
    if (banReason) {
      await notify(tx, {
        kind: "account_banned",
        recipientId: userId,
        params: { banReason },
        link: `/entrar?conta=suspensa&motivo=${banReason}`,
        idempotencyKey: `account_banned:${entryId}`,
        instant,
      });
    }
    return { user: { ...target, isBanned: input.isBanned }, changed: true };
  });
  if (changed && !input.isBanned) await sessions.destroyAllFor(userId);
  return toAdminUser(user);
}
