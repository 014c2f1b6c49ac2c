import type { ProfessionalReviewsResponse } from "@domain/contracts/reviews";
import { useQueries } from "@tanstack/react-query";
import { professionalReviewsKey } from "@web/features/professionals/api/professional-reviews";
import { getQueryFn } from "@web/lib/query-client";

const fetchReviews = getQueryFn<ProfessionalReviewsResponse>({ on401: "throw" });

/**
 * GET /api/reviews/professional/:id for every professional of the client's appointments, one
 * request per distinct professional, under the public profile's key. A failure is logged and
 * skipped (SPEC §8): that professional is simply missing from the returned map.
 */
export function useProfessionalsReviews(professionalIds: string[]) {
  const ids = [...new Set(professionalIds)];
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: professionalReviewsKey(id),
      queryFn: async (context: Parameters<typeof fetchReviews>[0]) => {
        try {
          return await fetchReviews(context);
        } catch (error) {
          console.error(`Falha ao carregar avaliações do profissional ${id}`, error);
          throw error;
        }
      },
    })),
  });
  const byProfessional = new Map<string, ProfessionalReviewsResponse>();
  results.forEach((r, i) => {
    if (r.data) byProfessional.set(ids[i]!, r.data);
  });
  return byProfessional;
}
