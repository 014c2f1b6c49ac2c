import type { SupportMessageRequest, SupportTicketDetail } from "@domain/contracts/support";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { supportKeys } from "@web/lib/query-keys";

/** POST /api/support/tickets/:id/messages: the person writes again (an answered ticket reopens). */
export const sendSupportMessage = ({ id, ...body }: SupportMessageRequest & { id: string }) =>
  apiRequest<SupportTicketDetail>("POST", `/api/support/tickets/${id}/messages`, body);

/** The thread and the list (its status) change; a 409 (closed meanwhile) refreshes them too. */
export function useSendSupportMessage(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: supportKeys.all() });
  return useMutation({
    mutationFn: (body: SupportMessageRequest) => sendSupportMessage({ id, ...body }),
    meta: {
      errorToast: {
        title: "Erro ao enviar a mensagem",
        description: "Não foi possível enviar a sua mensagem. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportKeys.list() });
    },
    onError: refresh,
  });
}
