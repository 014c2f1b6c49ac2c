import type { Appointment } from "@domain/contracts/appointments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys, appointmentsKeys, confirmationsKeys } from "@web/lib/query-keys";

/** POST /api/appointments/:id/no-show: 'Não compareceu' on an ended session (decision 0270). */
export const markNoShow = (appointmentId: string) =>
  apiRequest<Appointment>("POST", `/api/appointments/${appointmentId}/no-show`);

/** It changes the professional's lists, the agenda's appointments and the confirmations. */
export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoShow,
    meta: {
      errorToast: {
        title: "Erro",
        description: "Não foi possível registrar a ausência. Tente novamente.",
        serverMessage: true,
      },
    },
    onSettled: () =>
      Promise.all(
        [appointmentsKeys.professional(), agendaKeys.appointments(), confirmationsKeys.list()].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
