import type {
  Conversation,
  Message,
  MessagesPage,
  messageSettingsSchema,
} from "@domain/contracts/messages";
import type { MessageReportReason } from "@domain/messages";
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { messagesKeys } from "@web/lib/query-keys";
import type { z } from "zod";

/** Issue 34, item 1 (decision 0406): the API of the messages, one hook per call. */

export const useConversations = () =>
  useQuery({
    queryKey: messagesKeys.list(),
    queryFn: () => apiRequest<Conversation[]>("GET", "/api/conversations"),
  });

/** The unread count: refreshed by the live socket, and every 30 s when it is down. */
export const useMessagesUnread = (pollMs: number | false = false) =>
  useQuery({
    queryKey: messagesKeys.unread(),
    queryFn: () => apiRequest<{ count: number }>("GET", "/api/conversations/unread"),
    refetchInterval: pollMs,
  });

/** A conversation's messages, newest page first; older pages by the oldest message's id. */
export const useThread = (id: string) =>
  useInfiniteQuery({
    queryKey: messagesKeys.thread(id),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      apiRequest<MessagesPage>(
        "GET",
        `/api/conversations/${id}/messages${pageParam ? `?before=${pageParam}` : ""}`,
      ),
    getNextPageParam: (page) => (page.hasOlder ? page.messages[0]?.id : undefined),
    enabled: id !== "",
  });

export type ThreadData = InfiniteData<MessagesPage, string | undefined>;

const errorToast = (title: string) => ({
  errorToast: { title, description: "Tente novamente.", serverMessage: true },
});

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: messagesKeys.all() });
}

export function useSendMessage(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<Message>("POST", `/api/conversations/${id}/messages`, { body }),
    meta: errorToast("Mensagem não enviada"),
    onSettled: refresh,
  });
}

export function useStartConversation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { professionalId: string; body: string }) =>
      apiRequest<{ conversationId: string; message: Message }>("POST", "/api/conversations", input),
    meta: errorToast("Mensagem não enviada"),
    onSettled: refresh,
  });
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>("POST", `/api/conversations/${id}/read`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKeys.unread() }),
        queryClient.invalidateQueries({ queryKey: messagesKeys.list() }),
      ]),
  });
}

export function useSetBlocked(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      apiRequest<void>(blocked ? "POST" : "DELETE", `/api/conversations/${id}/block`),
    meta: errorToast("Não foi possível mudar o bloqueio"),
    onSettled: refresh,
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: MessageReportReason }) =>
      apiRequest<void>("POST", `/api/messages/${messageId}/report`, { reason }),
    meta: errorToast("Denúncia não enviada"),
  });
}

type MessageSettings = z.infer<typeof messageSettingsSchema>;

export const useMessageSettings = () =>
  useQuery({
    queryKey: messagesKeys.settings(),
    queryFn: () => apiRequest<MessageSettings>("GET", "/api/agenda/messages"),
  });

export function useSaveMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MessageSettings) =>
      apiRequest<MessageSettings>("PUT", "/api/agenda/messages", settings),
    meta: errorToast("Não foi possível salvar"),
    onSuccess: (saved) => queryClient.setQueryData(messagesKeys.settings(), saved),
  });
}
