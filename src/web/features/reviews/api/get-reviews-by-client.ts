import type { OwnReview } from "@domain/contracts/review-moderation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { reviewsKeys } from "@web/lib/query-keys";

/** GET /api/reviews/by-client: the signed-in client's own reviews; a non-array is empty (SPEC §7). */
export const getReviewsByClient = async (): Promise<OwnReview[]> => {
  const answer = await apiRequest<unknown>("GET", "/api/reviews/by-client");
  return Array.isArray(answer) ? (answer as OwnReview[]) : [];
};

export const reviewsByClientQueryOptions = () =>
  queryOptions({ queryKey: reviewsKeys.byClient(), queryFn: getReviewsByClient });

export const useReviewsByClient = () => useQuery(reviewsByClientQueryOptions());
