import type {
  CreateAppointmentRequest,
  CreateAppointmentResponse,
} from "@domain/contracts/appointments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, isApiError } from "@web/lib/api";
import { agendaKeys, appointmentsKeys, professionalsKeys } from "@web/lib/query-keys";

/** POST /api/appointments: a client's booking request. */
export const createAppointment = (body: CreateAppointmentRequest) =>
  apiRequest<CreateAppointmentResponse>("POST", "/api/appointments", body);

/**
 * Success refreshes the client's list, the professional's weeks, profile and search cards (the
 * next free slot); a 409 (the slot was just taken or blocked) refreshes the weeks and blocked
 * slots so the lost slot disappears.
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
        // The professional's next free slot moved (issue 17): their profile and the cards.
        queryClient.invalidateQueries({ queryKey: professionalsKeys.detail(professionalId) }),
        queryClient.invalidateQueries({ queryKey: professionalsKeys.searches() }),
      ]),
    onError: (error) =>
      isApiError(error, 409)
        ? Promise.all([
            refreshWeeks(),
            queryClient.invalidateQueries({ queryKey: agendaKeys.blocked(professionalId) }),
            // The terms changed meanwhile (decision 0392): the summary shows the ones in force.
            queryClient.invalidateQueries({ queryKey: agendaKeys.settings(professionalId) }),
            queryClient.invalidateQueries({ queryKey: professionalsKeys.detail(professionalId) }),
          ])
        : undefined,
  });
}
