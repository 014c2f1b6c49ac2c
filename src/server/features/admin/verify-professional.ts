import {
  ADMIN_MESSAGES,
  type AdminProfessional,
  type VerifyProfessionalRequest,
} from "@domain/contracts/admin";
import type { Db } from "@server/db/client";
import { professionalProfiles as p, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { notify } from "@server/notifications/notify";
import { and, eq, isNull } from "drizzle-orm";
import { adminUserColumns, toAdminProfessional } from "./admin-views";
import { recordAdminAction } from "./audit-trail";

/** Why this professional cannot be decided about now, if they cannot. */
function refusal(professional: AdminProfessional): string | null {
  if (professional.isBanned) return ADMIN_MESSAGES.bannedProfessional;
  if (professional.verificationStatus === "verified") return ADMIN_MESSAGES.alreadyVerified;
  if (professional.verificationStatus === "rejected") return ADMIN_MESSAGES.alreadyRejected;
  if (!professional.isProfileComplete) return ADMIN_MESSAGES.incompleteProfile;
  return null;
}

/**
 * PUT /api/admin/professionals/{id}/verify (docs/decisions/0101-verification-review.md).
 * Only a pending professional with a complete profile: approval makes them searchable at
 * once; rejection keeps the reason and the time until the professional saves the profile
 * again. The decision and its audit row are one transaction, with the profile row locked.
 */
export async function verifyProfessional(
  db: Db,
  admin: AuthUser,
  professionalId: string,
  input: VerifyProfessionalRequest,
  instant: Date,
): Promise<AdminProfessional> {
  if (!input.isVerified && !input.reason) {
    throw new AppError("bad_request", ADMIN_MESSAGES.reasonRequired);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ user: adminUserColumns, profile: p })
      .from(users)
      .innerJoin(p, eq(p.userId, users.id))
      .where(
        and(eq(users.id, professionalId), eq(users.role, "professional"), isNull(users.deletedAt)),
      )
      .for("update");
    if (!row) throw new AppError("not_found", ADMIN_MESSAGES.professionalNotFound);
    const why = refusal(toAdminProfessional(row.user, row.profile));
    if (why) throw new AppError("conflict", why);

    const [profile] = await tx
      .update(p)
      .set(
        input.isVerified
          ? { isVerified: true }
          : { verificationRejectedAt: instant, verificationRejectionReason: input.reason },
      )
      .where(eq(p.userId, professionalId))
      .returning();
    const decision = await recordAdminAction(tx, {
      adminId: admin.id,
      targetUserId: professionalId,
      action: input.isVerified ? "approve" : "reject",
      reason: input.reason,
    });
    // In the decision's transaction; the reason stays on the profile page (decision 0226).
    const kind = input.isVerified ? "professional_verified" : "professional_rejected";
    await notify(tx, {
      kind,
      recipientId: professionalId,
      params: {},
      link: "/profile",
      idempotencyKey: `${kind}:${decision}`,
      instant,
    });
    return toAdminProfessional(row.user, profile!);
  });
}
