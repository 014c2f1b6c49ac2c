import type { ProfessionalReviewsResponse } from "@domain/contracts/reviews";
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { reviewsKeys } from "@web/lib/query-keys";

/** GET /api/reviews/professional/{id}: the professional's reviews (newest first) and average. */
export const getProfessionalReviews = (professionalId: string) =>
  apiRequest<ProfessionalReviewsResponse>("GET", professionalReviewsPath(professionalId));

/** The read's address, which the server's render of a client's profile page asks too (0366). */
export const professionalReviewsPath = (professionalId: string) =>
  `/api/reviews/professional/${professionalId}`;

export const professionalReviewsQueryOptions = (professionalId: string) =>
  queryOptions({
    queryKey: reviewsKeys.ofProfessional(professionalId),
    queryFn: () => getProfessionalReviews(professionalId),
  });

/** The public profile asks once the profile itself exists. */
export const useProfessionalReviews = (professionalId: string, enabled: boolean) =>
  useQuery({ ...professionalReviewsQueryOptions(professionalId), enabled });

/**
 * The same read for every professional of the client's appointments, one request per distinct
 * professional. A failure is logged and skipped (SPEC §8): that professional is simply missing
 * from the returned map.
 */
export function useProfessionalsReviews(professionalIds: readonly string[]) {
  const ids = [...new Set(professionalIds)];
  const results = useQueries({
    queries: ids.map((id) => ({
      ...professionalReviewsQueryOptions(id),
      queryFn: () =>
        getProfessionalReviews(id).catch((error: unknown) => {
          console.error(`Falha ao carregar avaliações do profissional ${id}`, error);
          throw error;
        }),
    })),
  });
  const byProfessional = new Map<string, ProfessionalReviewsResponse>();
  results.forEach((r, i) => {
    if (r.data) byProfessional.set(ids[i]!, r.data);
  });
  return byProfessional;
}
