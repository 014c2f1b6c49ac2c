import type { CreateSupportTicketRequest, SupportTicketDetail } from "@domain/contracts/support";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { supportKeys } from "@web/lib/query-keys";

/** POST /api/support/tickets: a topic from the list and the first message. */
export const createSupportTicket = (body: CreateSupportTicketRequest) =>
  apiRequest<SupportTicketDetail>("POST", "/api/support/tickets", body);

/** The person's list gains the ticket; its thread is the answer itself. */
export function useCreateSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportTicket,
    meta: {
      errorToast: {
        title: "Erro ao abrir o chamado",
        description: "Não foi possível enviar a sua mensagem. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportKeys.list() });
    },
  });
}
