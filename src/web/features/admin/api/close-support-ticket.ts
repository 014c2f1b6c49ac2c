import type { AdminSupportTicket, CloseSupportTicketRequest } from "@domain/contracts/support";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";

/** POST /api/admin/support/tickets/:id/close: with what was done (required for LGPD requests). */
export const closeSupportTicket = ({ id, ...body }: CloseSupportTicketRequest & { id: string }) =>
  apiRequest<AdminSupportTicket>("POST", `/api/admin/support/tickets/${id}/close`, body);

/** The ticket and the queue change; a 409 (closed by another admin) refreshes both. */
export function useCloseSupportTicket(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.support() });
  return useMutation({
    mutationFn: (body: CloseSupportTicketRequest) => closeSupportTicket({ id, ...body }),
    meta: {
      errorToast: {
        title: "Erro ao encerrar o chamado",
        description: "Não foi possível encerrar o chamado. Tente novamente.",
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
