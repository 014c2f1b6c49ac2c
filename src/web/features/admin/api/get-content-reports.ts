import type { ReportedContentsPage } from "@domain/contracts/contents";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";
import { nextCursorOf, pageUrl } from "../lib/page-url";

/** GET /api/admin/content-reports: reported contents, the longest waiting first (decision 0404). */
export const getContentReports = (cursor?: string) =>
  apiRequest<ReportedContentsPage>("GET", pageUrl("/api/admin/content-reports", { cursor }));

export const contentReportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.contentReports(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => getContentReports(pageParam),
    getNextPageParam: nextCursorOf,
  });

export const useContentReports = () => useInfiniteQuery(contentReportsQueryOptions());
