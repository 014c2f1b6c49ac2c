import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { SERVICE_CONFIRMATIONS_KEY } from "./service-confirmations";

/** PATCH /api/service-confirmations/:id/confirm: records the caller's side. */
export function useConfirmService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: ServiceConfirmation) =>
      apiRequest<ServiceConfirmation>(
        "PATCH",
        `/api/service-confirmations/${confirmation.id}/confirm`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERVICE_CONFIRMATIONS_KEY }),
  });
}
