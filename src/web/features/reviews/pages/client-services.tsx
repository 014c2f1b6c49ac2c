import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import { ConfirmationList } from "@web/features/confirmations/components/confirmation-list";
import { fullName } from "@web/lib/format";
import { type ReactNode, useState } from "react";
import { useReviewsByClient } from "../api/get-reviews-by-client";
import { ReviewFormDialog } from "../components/review-form-dialog";
import { ReviewViewDialog } from "../components/review-view-dialog";
import { useReviewOffer } from "../components/use-review-offer";

/**
 * A client's service confirmations with their reviews: the form offered after confirming or
 * from 'Avaliar Profissional', and their own review behind 'Ver Avaliação' (/appointments and
 * /reviews show it).
 */
export function ClientServices({
  actions,
}: {
  /** A card's extra buttons from the page: 'Contestar' on a no-show (decision 0272). */
  actions?: (confirmation: ServiceConfirmation) => ReactNode;
} = {}) {
  const reviewOffer = useReviewOffer();
  const ownReviews = useReviewsByClient();
  const [viewing, setViewing] = useState<ServiceConfirmation | null>(null);
  return (
    <>
      <ConfirmationList
        viewer="client"
        onConfirmed={reviewOffer.offerAfterConfirm}
        onReview={reviewOffer.open}
        onViewReview={setViewing}
        actions={actions}
      />
      {reviewOffer.target ? (
        <ReviewFormDialog target={reviewOffer.target} onClose={reviewOffer.close} />
      ) : null}
      {viewing ? (
        <ReviewViewDialog
          professionalName={fullName(viewing.professional)}
          review={ownReviews.data?.find((r) => r.serviceConfirmationId === viewing.id)}
          loading={ownReviews.isPending}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </>
  );
}
