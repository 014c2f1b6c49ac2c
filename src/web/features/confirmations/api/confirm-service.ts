import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { confirmationsKeys } from "@web/lib/query-keys";

/** PATCH /api/service-confirmations/:id/confirm: records the caller's side. */
export const confirmService = (confirmation: ServiceConfirmation) =>
  apiRequest<ServiceConfirmation>("PATCH", `/api/service-confirmations/${confirmation.id}/confirm`);

export function useConfirmService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmService,
    meta: {
      errorToast: {
        title: "Erro ao confirmar serviço",
        description: "Ocorreu um erro ao confirmar o serviço",
        serverMessage: true,
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: confirmationsKeys.list() }),
  });
}
