import type { Appointment } from "@domain/contracts/appointments";
import type { AnswerRescheduleRequest, RescheduleAnswer } from "@domain/contracts/reschedule";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { sessionChangedKeys } from "./session-changed-keys";

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
        sessionChangedKeys(appointment).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
