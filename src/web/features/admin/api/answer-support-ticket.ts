import type { AdminSupportTicket, SupportMessageRequest } from "@domain/contracts/support";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";

/** POST /api/admin/support/tickets/:id/answer: the person is told in the app and by e-mail. */
export const answerSupportTicket = ({ id, ...body }: SupportMessageRequest & { id: string }) =>
  apiRequest<AdminSupportTicket>("POST", `/api/admin/support/tickets/${id}/answer`, body);

/** The ticket and the queue (its status) change; a 409 (closed meanwhile) refreshes both. */
export function useAnswerSupportTicket(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.support() });
  return useMutation({
    mutationFn: (body: SupportMessageRequest) => answerSupportTicket({ id, ...body }),
    meta: {
      errorToast: {
        title: "Erro ao enviar a resposta",
        description: "Não foi possível enviar a resposta. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: (ticket) => {
      queryClient.setQueryData(adminKeys.supportTicket(id), ticket);
      return refresh();
    },
    onError: refresh,
  });
}
