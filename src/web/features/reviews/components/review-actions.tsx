import type { PublicReview } from "@domain/contracts/reviews";
import { ReportReviewDialog } from "./report-review-dialog";
import { ReviewReplyEditor } from "./review-reply";

/**
 * A signed-in person's controls on a review (decision 0388): 'Denunciar' for anyone, and the
 * reply's controls for the professional the review is about.
 */
export function ReviewActions({ review, owner }: { review: PublicReview; owner: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-1 pt-1">
      {owner ? <ReviewReplyEditor review={review} /> : null}
      <ReportReviewDialog reviewId={review.id} />
    </div>
  );
}
