import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { messagesKeys } from "@web/lib/query-keys";

/** POST (block) or DELETE (unblock) /api/conversations/:id/block, the professional's. */
export const setConversationBlocked = (id: string, blocked: boolean) =>
  apiRequest<void>(
    blocked ? "POST" : "DELETE",
    `/api/conversations/${encodeURIComponent(id)}/block`,
  );

export function useSetConversationBlocked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setConversationBlocked(id, blocked),
    meta: {
      errorToast: {
        title: "Não foi possível mudar o bloqueio",
        description: "Tente novamente.",
        serverMessage: true,
      },
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKeys.thread(id) }),
        queryClient.invalidateQueries({ queryKey: messagesKeys.list() }),
      ]),
  });
}
