import type { CanReviewResponse } from "@domain/contracts/reviews";
import { apiRequest } from "@web/lib/api";

/**
 * GET /api/reviews/can-review/:professionalId. Asked once, right after the client confirms a
 * service, so it is a plain request rather than a cached query.
 */
export const getCanReview = (professionalId: string) =>
  apiRequest<CanReviewResponse>("GET", `/api/reviews/can-review/${professionalId}`);
