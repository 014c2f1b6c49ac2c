import type { Appointment, UpdateAppointmentStatusRequest } from "@domain/contracts/appointments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { weekAppointmentsKey } from "@web/features/booking/api/week-appointments";
import { apiRequest } from "@web/lib/api";
import { CLIENT_APPOINTMENTS_KEY } from "./client-appointments";

/**
 * PUT /api/appointments/:id/status with `cancelled`, the client's only move (SPEC §4). It changes
 * the client's list and frees the slot in the professional's week shown by the booking dialog.
 */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointment: Appointment) =>
      apiRequest<Appointment>("PUT", `/api/appointments/${appointment.id}/status`, {
        status: "cancelled",
      } satisfies UpdateAppointmentStatusRequest),
    onSuccess: (_updated, appointment) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CLIENT_APPOINTMENTS_KEY }),
        queryClient.invalidateQueries({
          queryKey: weekAppointmentsKey(appointment.professionalId),
        }),
      ]),
  });
}
