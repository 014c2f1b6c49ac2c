import type { Appointment } from "@domain/contracts/appointments";
import type { ProposeRescheduleRequest } from "@domain/contracts/reschedule";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys, appointmentsKeys } from "@web/lib/query-keys";

export interface ProposeRescheduleInput {
  appointment: Appointment;
  slot: ProposeRescheduleRequest;
}

/** POST /api/appointments/:id/reschedule: a new time for an approved session (issue 17). */
export const proposeReschedule = ({ appointment, slot }: ProposeRescheduleInput) =>
  apiRequest<Appointment>("POST", `/api/appointments/${appointment.id}/reschedule`, slot);

/** The proposal shows on both sides' lists; the session itself does not move yet. */
export function useProposeReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeReschedule,
    meta: {
      errorToast: {
        title: "Erro ao propor remarcação",
        description: "Não foi possível propor o novo horário. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: () =>
      Promise.all(
        [appointmentsKeys.client(), appointmentsKeys.professional(), agendaKeys.appointments()].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
