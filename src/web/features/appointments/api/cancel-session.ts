import type {
  Appointment,
  CancelScope,
  UpdateAppointmentStatusRequest,
} from "@domain/contracts/appointments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { sessionChangedKeys } from "./session-changed-keys";

export interface CancelSessionInput {
  appointment: Appointment;
  reason: string;
  scope: CancelScope;
}

/**
 * PUT /api/appointments/:id/status with `cancelled` on an approved session, by either side
 * (issue 17): the optional reason the other side reads, and "this" or "following" for a series.
 */
export const cancelSession = ({ appointment, reason, scope }: CancelSessionInput) =>
  apiRequest<Appointment>("PUT", `/api/appointments/${appointment.id}/status`, {
    status: "cancelled",
    reason: reason.trim() || null,
    scope,
  } satisfies UpdateAppointmentStatusRequest);

/** It changes both sides' lists and frees the slot in the professional's weeks and agenda. */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    meta: {
      errorToast: {
        title: "Erro ao cancelar",
        description: "Não foi possível cancelar a sessão. Tente novamente.",
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
