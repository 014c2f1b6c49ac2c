import type { UnreadCount } from "@domain/contracts/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { notificationsKeys } from "@web/lib/query-keys";

/** How often the bell asks again while the page stays open (decision 0221). */
export const UNREAD_COUNT_INTERVAL_MS = 60_000;

/** GET /api/notifications/unread-count: the bell's number. */
export const getUnreadCount = () =>
  apiRequest<UnreadCount>("GET", "/api/notifications/unread-count");

/**
 * Unlike the app's defaults (never stale, no interval, no refetch on focus), the count is asked
 * again when the window regains focus and every minute: something may have happened on another
 * device. Other tabs of this browser are told at once (notifications-channel.ts).
 */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.unreadCount(),
    queryFn: getUnreadCount,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_COUNT_INTERVAL_MS,
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
