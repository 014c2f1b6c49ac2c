import type { Appointment } from "@domain/contracts/appointments";
import type { InPersonAnswerRequest } from "@domain/contracts/rooms";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { sessionChangedKeys } from "./session-changed-keys";

/** POST /api/appointments/:id/in-person/answer: 'Aceitar presencial' or 'Manter online'. */
export const answerInPerson = ({
  appointment,
  accept,
}: { appointment: Pick<Appointment, "id" | "professionalId"> } & InPersonAnswerRequest) =>
  apiRequest<Appointment>("POST", `/api/appointments/${appointment.id}/in-person/answer`, {
    accept,
  } satisfies InPersonAnswerRequest);

/** An accepted request changes the session's mode: everything a session change refreshes. */
export function useAnswerInPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInPerson,
    meta: {
      errorToast: {
        title: "Erro",
        description: "Não foi possível responder ao pedido. Tente novamente.",
        serverMessage: true,
      },
    },
    onSettled: (_data, _error, { appointment }) =>
      Promise.all(
        sessionChangedKeys(appointment).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
