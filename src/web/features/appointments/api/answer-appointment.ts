import type { Appointment, UpdateAppointmentStatusRequest } from "@domain/contracts/appointments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys, appointmentsKeys } from "@web/lib/query-keys";

/** The professional's two answers from the appointments screen (SPEC §4). */
export type AppointmentAnswer = "confirmed" | "cancelled";

export interface AnswerAppointmentInput {
  appointment: Appointment;
  status: AppointmentAnswer;
}

/** PUT /api/appointments/:id/status: a professional confirms or cancels a pending request. */
export const answerAppointment = ({ appointment, status }: AnswerAppointmentInput) =>
  apiRequest<Appointment>("PUT", `/api/appointments/${appointment.id}/status`, {
    status,
  } satisfies UpdateAppointmentStatusRequest);

/**
 * It changes the professional's list and counters, the dashboard (next session, today), the
 * agenda's requests and calendar, and the slot in the professional's weeks (a cancelled request
 * frees it). A refusal (409: the request expired or the client cancelled it) means the screen
 * is stale, so it refreshes too.
 */
export function useAnswerAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerAppointment,
    meta: { errorToast: { title: "Erro", description: "Falha ao atualizar agendamento" } },
    onSettled: (_updated, _error, { appointment }) =>
      Promise.all(
        [
          appointmentsKeys.professional(),
          appointmentsKeys.weeks(appointment.professionalId),
          agendaKeys.requests(),
          agendaKeys.appointments(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
