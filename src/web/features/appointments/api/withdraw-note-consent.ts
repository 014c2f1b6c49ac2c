import type { Appointment } from "@domain/contracts/appointments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { appointmentsKeys } from "@web/lib/query-keys";

/** POST /api/appointments/:id/note-consent/withdraw: the note is erased (decision 0392). */
export const withdrawNoteConsent = (appointmentId: string) =>
  apiRequest<Appointment>("POST", `/api/appointments/${appointmentId}/note-consent/withdraw`);

/** It changes the client's own list (the note is gone). */
export function useWithdrawNoteConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawNoteConsent,
    meta: {
      errorToast: {
        title: "Erro",
        description: "Não foi possível retirar a autorização. Tente novamente.",
        serverMessage: true,
      },
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsKeys.client() }),
  });
}
