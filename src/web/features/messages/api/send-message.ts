import type { Message } from "@domain/contracts/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { messagesKeys } from "@web/lib/query-keys";

/** POST /api/conversations/:id/messages */
export const sendMessage = (id: string, body: string) =>
  apiRequest<Message>("POST", `/api/conversations/${encodeURIComponent(id)}/messages`, { body });

/** The thread and the list (its order); a refusal (blocked meanwhile) refreshes them too. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(id, body),
    meta: {
      errorToast: {
        title: "Mensagem não enviada",
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
