import type { ReviewReplyResponse } from "@domain/contracts/review-moderation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { reviewsKeys } from "@web/lib/query-keys";

/** PUT /api/review-replies/:id (the review's id), or DELETE with `reply: null`. */
export const saveReviewReply = ({ reviewId, reply }: { reviewId: string; reply: string | null }) =>
  reply === null
    ? apiRequest<ReviewReplyResponse>("DELETE", `/api/review-replies/${reviewId}`)
    : apiRequest<ReviewReplyResponse>("PUT", `/api/review-replies/${reviewId}`, { reply });

/** The reply shows in the professional's reviews (decision 0388). */
export function useSaveReviewReply(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReviewReply,
    meta: {
      errorToast: {
        title: "Erro ao salvar a resposta",
        description: "Não foi possível salvar a resposta. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reviewsKeys.ofProfessional(professionalId) }),
  });
}
