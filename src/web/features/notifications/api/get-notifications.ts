import type { NotificationsPage } from "@domain/contracts/notifications";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { notificationsKeys } from "@web/lib/query-keys";

/** GET /api/notifications: one page, newest first; `before` is the previous page's cursor. */
export const getNotifications = (before: string | null) =>
  apiRequest<NotificationsPage>(
    "GET",
    `/api/notifications${before ? `?before=${encodeURIComponent(before)}` : ""}`,
  );

/** The list asks again whenever the page is opened: it is the place to see what is new. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsKeys.list(),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
