import type { OwnReview } from "@domain/contracts/review-moderation";
import type { CreateReviewRequest } from "@domain/contracts/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { confirmationsKeys, professionalsKeys, reviewsKeys } from "@web/lib/query-keys";

/** POST /api/reviews. */
export const createReview = (input: CreateReviewRequest) =>
  apiRequest<OwnReview>("POST", "/api/reviews", input);

/**
 * It changes the client's confirmations (hasReview), their own reviews, and the professional's
 * reviews and average wherever they are shown (search, public profile).
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    meta: {
      errorToast: {
        title: "Erro ao enviar avaliação",
        description: "Ocorreu um erro ao enviar sua avaliação",
        serverMessage: true,
      },
    },
    onSuccess: (_review, input) =>
      Promise.all(
        [
          confirmationsKeys.list(),
          reviewsKeys.byClient(),
          reviewsKeys.ofProfessional(input.professionalId),
          professionalsKeys.detail(input.professionalId),
          professionalsKeys.searches(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
