import type { FeedPage } from "@domain/contracts/contents";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { contentsKeys } from "@web/lib/query-keys";

/** GET /api/feed, a page at a time (decision 0404). */
export const getFeed = (cursor?: string) =>
  apiRequest<FeedPage>(
    "GET",
    cursor ? `/api/feed?cursor=${encodeURIComponent(cursor)}` : "/api/feed",
  );

export const feedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: contentsKeys.feed(),
    queryFn: ({ pageParam }) => getFeed(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useFeed = () => useInfiniteQuery(feedQueryOptions());
