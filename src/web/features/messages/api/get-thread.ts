import type { MessagesPage } from "@domain/contracts/messages";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { messagesKeys } from "@web/lib/query-keys";

/** GET /api/conversations/:id/messages: the newest 50, or those before a message's id. */
export const getThreadPage = (id: string, before?: string) =>
  apiRequest<MessagesPage>(
    "GET",
    `/api/conversations/${encodeURIComponent(id)}/messages${
      before ? `?before=${encodeURIComponent(before)}` : ""
    }`,
  );

/** Newest page first; an older page is asked for by the oldest message's id. */
export const threadQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: messagesKeys.thread(id),
    queryFn: ({ pageParam }) => getThreadPage(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasOlder ? page.messages[0]?.id : undefined),
  });

export const useThread = (id: string) => useInfiniteQuery(threadQueryOptions(id));
