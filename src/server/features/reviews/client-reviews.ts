import type { OwnReview } from "@domain/contracts/review-moderation";
import type { CanReviewResponse } from "@domain/contracts/reviews";
import type { Db } from "@server/db/client";
import {
  appointments,
  professionalProfiles,
  reviews,
  serviceConfirmations,
  users,
} from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { and, desc, eq, isNull, ne } from "drizzle-orm";
import { ownReviewFromRow } from "./review-from-row";

/** The caller's own reviews, newest first, with where each stands (decision 0388). */
export async function listClientReviews(db: Db, user: AuthUser): Promise<OwnReview[]> {
  const rows = await db
    .select({
      review: reviews,
      firstName: users.firstName,
      lastName: users.lastName,
      visibility: professionalProfiles.reviewVisibility,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.professionalId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, reviews.professionalId))
    .where(eq(reviews.clientId, user.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((r) =>
    ownReviewFromRow(r.review, {
      professionalName: `${r.firstName} ${r.lastName}`.trim(),
      visibility: r.visibility ?? "public",
    }),
  );
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
