import type { HeldReviewRequest, OwnReview } from "@domain/contracts/review-moderation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { professionalsKeys, reviewsKeys } from "@web/lib/query-keys";

/** PUT /api/reviews/:id: rewrite a held review's comment, or confirm it as written. */
export const settleHeldReview = ({ reviewId, ...body }: HeldReviewRequest & { reviewId: string }) =>
  apiRequest<OwnReview>("PUT", `/api/reviews/${reviewId}`, body);

/** Once published it counts on the professional's profile and in the search. */
export function useSettleHeldReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleHeldReview,
    meta: {
      errorToast: {
        title: "Erro ao salvar a avaliação",
        description: "Não foi possível salvar a avaliação. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: (review) =>
      Promise.all(
        [
          reviewsKeys.byClient(),
          reviewsKeys.ofProfessional(review.professionalId),
          professionalsKeys.detail(review.professionalId),
          professionalsKeys.searches(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
