import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { messagesKeys } from "@web/lib/query-keys";

/** POST /api/conversations/:id/read: when a thread is shown, and when a message arrives in it. */
export const markConversationRead = (id: string) =>
  apiRequest<void>("POST", `/api/conversations/${encodeURIComponent(id)}/read`);

/** The unread count and the list's badges; a failure is silent (the next view marks again). */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKeys.unread() }),
        queryClient.invalidateQueries({ queryKey: messagesKeys.list() }),
      ]),
  });
}
