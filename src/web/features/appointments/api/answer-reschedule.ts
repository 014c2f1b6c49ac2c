import type { Appointment } from "@domain/contracts/appointments";
import type { AnswerRescheduleRequest, RescheduleAnswer } from "@domain/contracts/reschedule";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys, appointmentsKeys, professionalsKeys } from "@web/lib/query-keys";

export interface AnswerRescheduleInput {
  appointment: Appointment;
  proposalId: string;
  status: RescheduleAnswer;
}

/** PUT /api/appointments/:id/reschedule/:proposalId: accept, decline or withdraw (issue 17). */
export const answerReschedule = ({ appointment, proposalId, status }: AnswerRescheduleInput) =>
  apiRequest<Appointment>("PUT", `/api/appointments/${appointment.id}/reschedule/${proposalId}`, {
    status,
  } satisfies AnswerRescheduleRequest);

/** Accepting moves the session: both lists, the professional's weeks and agenda change. */
export function useAnswerReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerReschedule,
    meta: {
      errorToast: {
        title: "Erro ao responder",
        description: "Não foi possível responder à proposta de remarcação. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: (_updated, { appointment }) =>
      Promise.all(
        [
          appointmentsKeys.client(),
          appointmentsKeys.professional(),
          appointmentsKeys.weeks(appointment.professionalId),
          agendaKeys.appointments(),
          // The professional's next free slot moved (issue 17): their profile and the cards.
          professionalsKeys.detail(appointment.professionalId),
          professionalsKeys.searches(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
