import type { Appointment, UpdateAppointmentStatusRequest } from "@domain/contracts/appointments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { appointmentsKeys, professionalsKeys } from "@web/lib/query-keys";

/** PUT /api/appointments/:id/status with `cancelled`, the client's only move (SPEC §4). */
export const cancelAppointment = (appointment: Appointment) =>
  apiRequest<Appointment>("PUT", `/api/appointments/${appointment.id}/status`, {
    status: "cancelled",
  } satisfies UpdateAppointmentStatusRequest);

/** It changes the client's list and frees the slot in the professional's weeks. */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    meta: {
      errorToast: {
        title: "Erro ao cancelar",
        description: "Não foi possível cancelar o agendamento. Tente novamente.",
      },
    },
    onSuccess: (_updated, appointment) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentsKeys.client() }),
        queryClient.invalidateQueries({
          queryKey: appointmentsKeys.weeks(appointment.professionalId),
        }),
        // The freed slot may be the professional's next free one (issue 17).
        queryClient.invalidateQueries({
          queryKey: professionalsKeys.detail(appointment.professionalId),
        }),
        queryClient.invalidateQueries({ queryKey: professionalsKeys.searches() }),
      ]),
  });
}
