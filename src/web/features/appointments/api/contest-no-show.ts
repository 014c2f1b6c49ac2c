import type { Appointment } from "@domain/contracts/appointments";
import type { ContestNoShowRequest } from "@domain/contracts/no-show";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { appointmentsKeys, confirmationsKeys } from "@web/lib/query-keys";

/** POST /api/appointments/:id/no-show/contest: the client's one contest (decision 0272). */
export const contestNoShow = ({
  appointmentId,
  reason,
}: { appointmentId: string } & ContestNoShowRequest) =>
  apiRequest<Appointment>("POST", `/api/appointments/${appointmentId}/no-show/contest`, {
    reason,
  } satisfies ContestNoShowRequest);

/** It changes the client's list and the confirmations that show the no-show. */
export function useContestNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contestNoShow,
    meta: {
      errorToast: {
        title: "Erro",
        description: "Não foi possível enviar a contestação. Tente novamente.",
        serverMessage: true,
      },
    },
    onSettled: () =>
      Promise.all(
        [appointmentsKeys.client(), confirmationsKeys.list()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
