import type { ProfessionalReviewsResponse } from "@domain/contracts/reviews";
import { useQuery } from "@tanstack/react-query";

export const professionalReviewsKey = (id: string) => ["/api/reviews/professional", id] as const;

/** GET /api/reviews/professional/{id}: newest first; asked once the profile exists. */
export function useProfessionalReviews(id: string, enabled: boolean) {
  return useQuery<ProfessionalReviewsResponse>({ queryKey: professionalReviewsKey(id), enabled });
}
