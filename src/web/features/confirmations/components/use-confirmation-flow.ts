import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/components/ui/use-toast";
import { fetchCanReview } from "@web/features/reviews/api/can-review";
import { REVIEWS_BY_CLIENT_KEY } from "@web/features/reviews/api/reviews-by-client";
import { handleUnauthorizedSave, serverMessage } from "@web/lib/api";
import { useState } from "react";
import { useConfirmService } from "../api/confirm-service";
import { SERVICE_CONFIRMATIONS_KEY } from "../api/service-confirmations";
import { fullName, type ReviewTarget, type ViewerRole } from "./review-target";

/**
 * Confirming a service and, for a client, offering the review form right after (SPEC §4): the
 * can-review check decides, and its failure is only logged.
 */
export function useConfirmationFlow(role: ViewerRole) {
  const queryClient = useQueryClient();
  const confirmService = useConfirmService();
  const [reviewTarget, setReviewTarget] = useState<ReviewTarget | null>(null);

  async function offerReview(confirmation: ServiceConfirmation) {
    try {
      const answer = await fetchCanReview(confirmation.professionalId);
      if (!answer.canReview) return;
      setReviewTarget({
        professionalId: confirmation.professionalId,
        professionalName: fullName(confirmation.professional),
        serviceConfirmationId: answer.serviceConfirmationId ?? confirmation.id,
      });
    } catch (error) {
      console.error("Falha ao verificar se é possível avaliar", error);
    }
  }

  function confirm(confirmation: ServiceConfirmation) {
    confirmService.mutate(confirmation, {
      onSuccess: () => {
        toast({
          title: "Serviço confirmado",
          description: "A confirmação do serviço foi registrada com sucesso!",
        });
        if (role === "client") void offerReview(confirmation);
      },
      onError: (error) => {
        if (handleUnauthorizedSave(error, toast)) return;
        toast({
          title: "Erro ao confirmar serviço",
          description: serverMessage(error, "Ocorreu um erro ao confirmar o serviço"),
          variant: "destructive",
        });
      },
    });
  }

  /** After the form is sent or dismissed the lists refresh; sending already refreshed them. */
  function closeReview(submitted: boolean) {
    setReviewTarget(null);
    if (submitted) return;
    void queryClient.invalidateQueries({ queryKey: SERVICE_CONFIRMATIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: REVIEWS_BY_CLIENT_KEY });
  }

  return {
    confirm,
    confirmingId: confirmService.isPending ? confirmService.variables?.id : undefined,
    reviewTarget,
    openReview: setReviewTarget,
    closeReview,
  };
}
