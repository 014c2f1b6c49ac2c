import { type AnswerRequestBody, REJECTED_BY_PROFESSIONAL_NOTE } from "@domain/contracts/agenda";
import type { Appointment } from "@domain/contracts/appointments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys, appointmentsKeys } from "@web/lib/query-keys";
import { AGENDA_FAILURE_META } from "./failure-toast";

export type RequestAnswer = AnswerRequestBody["status"];

/**
 * PUT /api/agenda/appointments/{id}/status: 'Confirmar' or 'Recusar' on a request; a
 * rejection carries SPEC §4's note and the optional reason the client reads (decision 0271).
 */
export const answerRequest = ({
  id,
  status,
  reason = null,
}: {
  id: string;
  status: RequestAnswer;
  reason?: string | null;
}) =>
  apiRequest<Appointment>("PUT", `/api/agenda/appointments/${id}/status`, {
    status,
    professionalNotes: status === "rejected" ? REJECTED_BY_PROFESSIONAL_NOTE : null,
    ...(status === "rejected" && reason?.trim() ? { reason: reason.trim() } : {}),
  } satisfies AnswerRequestBody);

/**
 * An answer changes the pending list, the agenda's appointments, the professional's own list
 * and dashboard, and the slots clients see in the professional's weeks. A refusal (409: the
 * request expired or the client cancelled it) means those are stale, so it refreshes them too.
 */
export function useAnswerRequest(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    meta: AGENDA_FAILURE_META,
    onSettled: () =>
      Promise.all(
        [
          agendaKeys.requests(),
          agendaKeys.appointments(),
          appointmentsKeys.professional(),
          appointmentsKeys.weeks(professionalId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
