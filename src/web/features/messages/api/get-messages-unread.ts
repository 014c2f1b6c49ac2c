import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { messagesKeys } from "@web/lib/query-keys";

/** GET /api/conversations/unread: every unread message of the caller, for the top bar's count. */
export const getMessagesUnread = () =>
  apiRequest<{ count: number }>("GET", "/api/conversations/unread");

export const messagesUnreadQueryOptions = () =>
  queryOptions({ queryKey: messagesKeys.unread(), queryFn: getMessagesUnread });

/** Refreshed by the live socket, and every `pollMs` while it is down. */
export const useMessagesUnread = (pollMs: number | false = false) =>
  useQuery({ ...messagesUnreadQueryOptions(), refetchInterval: pollMs });
