import type { Appointment, CreateAppointmentRequest } from "@domain/contracts/appointments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/components/ui/use-toast";
import { CLIENT_APPOINTMENTS_KEY } from "@web/features/appointments/api/client-appointments";
import { apiRequest, handleUnauthorizedSave, serverMessage } from "@web/lib/api";
import { BLOCKED_RANGE_KEY } from "./agenda-reads";
import { weekAppointmentsKey } from "./week-appointments";

/** A 409 means the slot was just taken or blocked: the week must be read again. */
export const isConflictError = (error: unknown) =>
  error instanceof Error && error.message.startsWith("409:");

/**
 * POST /api/appointments. Success refreshes the client's list and the professional's weeks;
 * a conflict refreshes the weeks (and blocked slots) so the lost slot disappears.
 */
export function useCreateAppointment(professionalId: string) {
  const queryClient = useQueryClient();
  const refreshWeek = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: weekAppointmentsKey(professionalId) }),
      queryClient.invalidateQueries({ queryKey: [BLOCKED_RANGE_KEY, professionalId] }),
    ]);
  return useMutation({
    mutationFn: (body: CreateAppointmentRequest) =>
      apiRequest<Appointment>("POST", "/api/appointments", body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CLIENT_APPOINTMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: weekAppointmentsKey(professionalId) }),
      ]),
    onError: (error) => (isConflictError(error) ? refreshWeek() : undefined),
  });
}

/** Sends the request with the spec's notifications (SPEC §8 'Booking failed', success text). */
export function useRequestBooking(professionalId: string, onBooked: () => void) {
  const create = useCreateAppointment(professionalId);
  const send = (body: CreateAppointmentRequest) =>
    create.mutate(body, {
      onSuccess: () => {
        toast({
          title: "Agendamento solicitado",
          description:
            "Sua solicitação foi enviada. Você será notificado quando o profissional aprovar.",
        });
        onBooked();
      },
      onError: (error) => {
        if (handleUnauthorizedSave(error, toast)) return;
        toast({
          title: "Erro ao agendar",
          description: serverMessage(
            error,
            "Não foi possível enviar sua solicitação. Tente novamente.",
          ),
          variant: "destructive",
        });
      },
    });
  return { send, isSending: create.isPending };
}
