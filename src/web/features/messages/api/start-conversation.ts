import type { Message } from "@domain/contracts/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { messagesKeys } from "@web/lib/query-keys";

export interface StartConversation {
  professionalId: string;
  body: string;
}

/** POST /api/conversations (client): a new conversation, or the pair's existing one. */
export const startConversation = (input: StartConversation) =>
  apiRequest<{ conversationId: string; message: Message }>("POST", "/api/conversations", input);

/** Refusals (pre-booking messages off, the daily limit, too fast) come as the server's words. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    meta: {
      errorToast: {
        title: "Mensagem não enviada",
        description: "Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: ({ conversationId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKeys.list() }),
        queryClient.invalidateQueries({ queryKey: messagesKeys.thread(conversationId) }),
      ]),
  });
}
