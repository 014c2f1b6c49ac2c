import { PROFESSIONAL_MESSAGES } from "@domain/contracts/professionals";
import type { Db } from "@server/db/client";
import { prepared } from "@server/db/prepared";
import { professionalProfiles, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, eq, isNull, sql } from "drizzle-orm";

export type ProfessionalRow = typeof users.$inferSelect;
export type ProfessionalProfileRow = typeof professionalProfiles.$inferSelect;

/** Read on every profile, agenda and free-times request: prepared once per database handle. */
const activeProfessional = prepared("active_professional", (db, name) =>
  db
    .select({ user: users, profile: professionalProfiles })
    .from(users)
    .innerJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(
      and(
        eq(users.id, sql.placeholder("id")),
        eq(users.role, "professional"),
        eq(users.isBanned, false),
        isNull(users.deletedAt),
      ),
    )
    .prepare(name),
);

/**
 * A professional the viewer may look at (their profile, agenda, free times): not banned, not
 * deleted, with a professional profile; and verified, unless the viewer is that professional
 * or an admin. Anything else is "not found", so unverified accounts stay invisible. A visitor
 * (null: nobody signed in) sees what a client sees (decision 0320).
 */
export async function findVisibleProfessional(
  db: Db,
  viewer: AuthUser | null,
  professionalId: string,
): Promise<{ user: ProfessionalRow; profile: ProfessionalProfileRow }> {
  const [row] = await activeProfessional(db).execute({ id: professionalId });
  if (!row || !mayViewProfessional(row.profile, viewer, professionalId)) {
    throw new AppError("not_found", PROFESSIONAL_MESSAGES.notFound);
  }
  return row;
}

/** The verification part of findVisibleProfessional, for reads that fetch the row themselves. */
export const mayViewProfessional = (
  profile: { isVerified: boolean },
  viewer: Pick<AuthUser, "id" | "role"> | null,
  professionalId: string,
) => profile.isVerified || viewer?.id === professionalId || viewer?.role === "admin";

/** The professional's contact as their privacy settings allow others to see it. */
export function visibleContact(
  user: Pick<ProfessionalRow, "email" | "phone">,
  privacy: Pick<ProfessionalProfileRow, "showContact" | "shareEmail"> | null,
) {
  return {
    email: privacy?.showContact && privacy.shareEmail ? user.email : null,
    phone: privacy?.showContact ? user.phone : null,
  };
}
