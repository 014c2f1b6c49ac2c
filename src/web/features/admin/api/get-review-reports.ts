import type { ReportedReviewsPage } from "@domain/contracts/review-moderation";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";
import { nextCursorOf, pageUrl } from "../lib/page-url";

/** GET /api/admin/review-reports: reported reviews, the longest waiting first (decision 0388). */
export const getReviewReports = (cursor?: string) =>
  apiRequest<ReportedReviewsPage>("GET", pageUrl("/api/admin/review-reports", { cursor }));

export const reviewReportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.reviewReports(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => getReviewReports(pageParam),
    getNextPageParam: nextCursorOf,
  });

export const useReviewReports = () => useInfiniteQuery(reviewReportsQueryOptions());
