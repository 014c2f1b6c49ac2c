import type {
  CreateAppointmentRequest,
  CreateAppointmentResponse,
} from "@domain/contracts/appointments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, isApiError } from "@web/lib/api";
import { agendaKeys, appointmentsKeys } from "@web/lib/query-keys";

/** POST /api/appointments: a client's booking request. */
export const createAppointment = (body: CreateAppointmentRequest) =>
  apiRequest<CreateAppointmentResponse>("POST", "/api/appointments", body);

/**
 * Success refreshes the client's list and the professional's weeks; a 409 (the slot was just
 * taken or blocked) refreshes the weeks and blocked slots so the lost slot disappears.
 */
export function useCreateAppointment(professionalId: string) {
  const queryClient = useQueryClient();
  const refreshWeeks = () =>
    queryClient.invalidateQueries({ queryKey: appointmentsKeys.weeks(professionalId) });
  return useMutation({
    mutationFn: createAppointment,
    meta: {
      errorToast: {
        title: "Erro ao agendar",
        description: "Não foi possível enviar sua solicitação. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentsKeys.client() }),
        refreshWeeks(),
      ]),
    onError: (error) =>
      isApiError(error, 409)
        ? Promise.all([
            refreshWeeks(),
            queryClient.invalidateQueries({ queryKey: agendaKeys.blocked(professionalId) }),
          ])
        : undefined,
  });
}
