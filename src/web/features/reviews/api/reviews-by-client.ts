import type { Review } from "@domain/contracts/reviews";
import { useQuery } from "@tanstack/react-query";

/** GET /api/reviews/by-client: the signed-in client's own reviews. */
export const REVIEWS_BY_CLIENT_KEY = ["/api/reviews/by-client"] as const;

/** SPEC §7: a non-array answer is treated as empty. */
export function useReviewsByClient({ enabled }: { enabled: boolean }) {
  return useQuery<unknown, Error, Review[]>({
    queryKey: REVIEWS_BY_CLIENT_KEY,
    enabled,
    select: (data) => (Array.isArray(data) ? (data as Review[]) : []),
  });
}
