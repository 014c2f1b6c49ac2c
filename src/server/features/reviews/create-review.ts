import { NO_SHOW_MESSAGES } from "@domain/contracts/no-show";
import type { OwnReview } from "@domain/contracts/review-moderation";
import { type CreateReviewRequest, REVIEW_MESSAGES } from "@domain/contracts/reviews";
import { healthDetailsIn } from "@domain/health-details";
import type { Db } from "@server/db/client";
import { appointments, reviews, serviceConfirmations } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, eq } from "drizzle-orm";
import { ownReviewFromRow } from "./review-from-row";

/**
 * A client reviews a service of theirs with this professional, once, after both sides
 * confirmed it. A review with a comment is public with the client's name; without one it is
 * anonymous (SPEC §2 privacy note). A comment that names a diagnosis or a medication is held
 * for the author to confirm or rewrite, counted nowhere and seen by nobody else (decision 0388).
 */
export async function createReview(
  db: Db,
  user: AuthUser,
  input: CreateReviewRequest,
): Promise<OwnReview> {
  const c = serviceConfirmations;
  const [found] = await db
    .select({ confirmation: c, sessionStatus: appointments.status })
    .from(c)
    .innerJoin(appointments, eq(appointments.id, c.appointmentId))
    .where(
      and(
        eq(c.id, input.serviceConfirmationId),
        eq(c.clientId, user.id),
        eq(c.professionalId, input.professionalId),
      ),
    );
  if (!found) throw new AppError("not_found", REVIEW_MESSAGES.confirmationNotFound);
  const { confirmation } = found;
  // A session marked 'Não compareceu' never unlocks a review (decision 0270).
  if (found.sessionStatus === "no_show") {
    throw new AppError("conflict", NO_SHOW_MESSAGES.notReviewable);
  }
  if (!confirmation.clientConfirmed || !confirmation.professionalConfirmed) {
    throw new AppError("conflict", REVIEW_MESSAGES.notBothConfirmed);
  }
  const [created] = await db
    .insert(reviews)
    .values({
      professionalId: confirmation.professionalId,
      clientId: user.id,
      serviceConfirmationId: confirmation.id,
      rating: input.rating,
      comment: input.comment,
      isAnonymous: input.comment === null,
      status: healthDetailsIn(input.comment).length ? "held" : "published",
    })
    .onConflictDoNothing({ target: reviews.serviceConfirmationId })
    .returning();
  if (!created) throw new AppError("conflict", REVIEW_MESSAGES.alreadyReviewed);
  return ownReviewFromRow(created);
}
