import type { CurrentUser } from "@domain/contracts/auth";
import type { PrivacySettingsRequest } from "@domain/contracts/professional-profile";
import type { Db } from "@server/db/client";
import { professionalProfiles } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { getCurrentUser } from "@server/shared/current-user";
import { sql } from "drizzle-orm";

/**
 * PUT /api/professional/privacy-settings. A professional who has not saved the professional
 * form yet gets their profile row now, empty but for these switches (docs/decisions/0091):
 * the personal form sends the switches too, and must not fail before the professional form.
 */
export async function updatePrivacySettings(
  db: Db,
  user: AuthUser,
  settings: PrivacySettingsRequest,
): Promise<CurrentUser> {
  await db
    .insert(professionalProfiles)
    .values({ userId: user.id, ...settings })
    .onConflictDoUpdate({
      target: professionalProfiles.userId,
      set: { ...settings, updatedAt: sql`now()` },
    });
  return getCurrentUser(db, user);
}
