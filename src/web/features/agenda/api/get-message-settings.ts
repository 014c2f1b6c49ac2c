import type { messageSettingsSchema } from "@domain/contracts/messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { messagesKeys } from "@web/lib/query-keys";
import type { z } from "zod";

export type MessageSettings = z.infer<typeof messageSettingsSchema>;

/** GET /api/agenda/messages: whether clients who have not booked may write first (decision 0406). */
export const getMessageSettings = () => apiRequest<MessageSettings>("GET", "/api/agenda/messages");

export const messageSettingsQueryOptions = () =>
  queryOptions({ queryKey: messagesKeys.settings(), queryFn: getMessageSettings });

export const useMessageSettings = () => useQuery(messageSettingsQueryOptions());
