import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import { useQueryClient } from "@tanstack/react-query";
import { confirmationsKeys, reviewsKeys } from "@web/lib/query-keys";
import { useState } from "react";
import { getCanReview } from "../api/get-can-review";
import { type ReviewTarget, reviewTargetOf } from "./review-target";

/**
 * Which service the review form is open for. Right after a client confirms a service the form
 * is offered when the can-review check says so (SPEC §4); that check's failure is only logged.
 */
export function useReviewOffer() {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<ReviewTarget | null>(null);

  async function offerAfterConfirm(confirmation: ServiceConfirmation) {
    try {
      const answer = await getCanReview(confirmation.professionalId);
      if (!answer.canReview) return;
      setTarget(reviewTargetOf(confirmation, answer.serviceConfirmationId ?? confirmation.id));
    } catch (error) {
      console.error("Falha ao verificar se é possível avaliar", error);
    }
  }

  /** After the form is sent or dismissed the lists refresh; sending already refreshed them. */
  function close(submitted: boolean) {
    setTarget(null);
    if (submitted) return;
    void queryClient.invalidateQueries({ queryKey: confirmationsKeys.list() });
    void queryClient.invalidateQueries({ queryKey: reviewsKeys.byClient() });
  }

  return {
    target,
    open: (confirmation: ServiceConfirmation) => setTarget(reviewTargetOf(confirmation)),
    offerAfterConfirm,
    close,
  };
}
