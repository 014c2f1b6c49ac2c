import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { messagesKeys } from "@web/lib/query-keys";
import { AGENDA_FAILURE_META } from "./failure-toast";
import type { MessageSettings } from "./get-message-settings";

/** PUT /api/agenda/messages: the pre-booking messages switch. */
export const updateMessageSettings = (body: MessageSettings) =>
  apiRequest<MessageSettings>("PUT", "/api/agenda/messages", body);

/** The answer is the settings as GET returns them: it replaces the cached ones. */
export function useUpdateMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessageSettings,
    meta: AGENDA_FAILURE_META,
    onSuccess: (settings) => queryClient.setQueryData(messagesKeys.settings(), settings),
  });
}
