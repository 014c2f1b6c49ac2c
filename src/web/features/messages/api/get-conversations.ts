import type { Conversation } from "@domain/contracts/messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { messagesKeys } from "@web/lib/query-keys";

/** GET /api/conversations: the caller's conversations, latest first (never a message's text). */
export const getConversations = () => apiRequest<Conversation[]>("GET", "/api/conversations");

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: messagesKeys.list(), queryFn: getConversations });

export const useConversations = () => useQuery(conversationsQueryOptions());
