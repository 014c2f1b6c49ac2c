import type { CurrentUser } from "@domain/contracts/auth";
import {
  REVIEW_VISIBILITY_MESSAGES,
  type ReviewVisibilityRequest,
} from "@domain/contracts/professional-profile";
import type { Db } from "@server/db/client";
import { professionalProfiles as p } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { getCurrentUser } from "@server/shared/current-user";
import { PAGES_GONE } from "@server/shared/pages-gone";
import { and, eq, sql } from "drizzle-orm";

/**
 * PUT /api/professional/review-visibility (decision 0387). Only once the professional form has
 * named the specialty, whose first save sets the profession's default: a choice made before it
 * would be overwritten by that default (409). The profile row's trigger clears the stored public
 * page in this same transaction (decision 0369), and the kept copies go when it commits
 * (`PAGES_GONE`, decision 0373): texts a professional has just made private must not be served
 * for another 30 seconds (decision 0356). The route empties its own process's copies at once.
 */
export async function updateReviewVisibility(
  db: Db,
  user: AuthUser,
  { reviewVisibility }: ReviewVisibilityRequest,
): Promise<CurrentUser> {
  await db.transaction(async (tx) => {
    const written = await tx
      .update(p)
      .set({ reviewVisibility, updatedAt: sql`now()` })
      .where(and(eq(p.userId, user.id), sql`cardinality(${p.specialties}) > 0`))
      .returning({ userId: p.userId });
    if (!written.length) throw new AppError("conflict", REVIEW_VISIBILITY_MESSAGES.profileFirst);
    await tx.execute(PAGES_GONE);
  });
  return getCurrentUser(db, user);
}
