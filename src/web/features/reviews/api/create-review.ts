import type { CreateReviewRequest, Review } from "@domain/contracts/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SERVICE_CONFIRMATIONS_KEY } from "@web/features/confirmations/api/service-confirmations";
import { professionalKey } from "@web/features/professionals/api/professional";
import { professionalReviewsKey } from "@web/features/professionals/api/professional-reviews";
import { SEARCH_KEY } from "@web/features/professionals/api/search-professionals";
import { apiRequest } from "@web/lib/api";
import { REVIEWS_BY_CLIENT_KEY } from "./reviews-by-client";

/**
 * POST /api/reviews. It changes the client's confirmations (hasReview), their own reviews, and
 * the professional's reviews and average wherever they are shown (search, public profile).
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewRequest) => apiRequest<Review>("POST", "/api/reviews", input),
    onSuccess: (_review, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SERVICE_CONFIRMATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: REVIEWS_BY_CLIENT_KEY }),
        queryClient.invalidateQueries({ queryKey: professionalReviewsKey(input.professionalId) }),
        queryClient.invalidateQueries({ queryKey: professionalKey(input.professionalId) }),
        queryClient.invalidateQueries({ queryKey: [SEARCH_KEY] }),
      ]),
  });
}
