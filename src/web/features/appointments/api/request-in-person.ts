import type { Appointment } from "@domain/contracts/appointments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { appointmentsKeys } from "@web/lib/query-keys";

/** POST /api/appointments/:id/in-person: 'Prefiro atendimento presencial' (issue 32, item 4). */
export const requestInPerson = (appointmentId: string) =>
  apiRequest<Appointment>("POST", `/api/appointments/${appointmentId}/in-person`);

/** It changes both sides' lists (the request shows on both cards). */
export function useRequestInPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestInPerson,
    meta: {
      errorToast: {
        title: "Erro",
        description: "Não foi possível enviar o pedido. Tente novamente.",
        serverMessage: true,
      },
    },
    onSettled: () =>
      Promise.all(
        [appointmentsKeys.client(), appointmentsKeys.professional()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
