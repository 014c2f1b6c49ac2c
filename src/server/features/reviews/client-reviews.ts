import type { OwnReview } from "@domain/contracts/review-moderation";
import type { CanReviewResponse } from "@domain/contracts/reviews";
import type { Db } from "@server/db/client";
import { appointments, reviews, serviceConfirmations } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { and, desc, eq, isNull, ne } from "drizzle-orm";
import { ownReviewFromRow } from "./review-from-row";

/** The caller's own reviews, newest first, with where each stands (decision 0388). */
export async function listClientReviews(db: Db, user: AuthUser): Promise<OwnReview[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.clientId, user.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(ownReviewFromRow);
}

/**
 * Whether the caller has a service with this professional confirmed by both and not reviewed; a
 * session marked 'Não compareceu' never counts (decision 0270).
 */
export async function canReview(
  db: Db,
  user: AuthUser,
  professionalId: string,
): Promise<CanReviewResponse> {
  const c = serviceConfirmations;
  const [open] = await db
    .select({ id: c.id })
    .from(c)
    .leftJoin(reviews, eq(reviews.serviceConfirmationId, c.id))
    .innerJoin(appointments, eq(appointments.id, c.appointmentId))
    .where(
      and(
        ne(appointments.status, "no_show"),
        eq(c.clientId, user.id),
        eq(c.professionalId, professionalId),
        eq(c.clientConfirmed, true),
        eq(c.professionalConfirmed, true),
        isNull(reviews.id),
      ),
    )
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(1);
  return { canReview: !!open, serviceConfirmationId: open?.id ?? null };
}
