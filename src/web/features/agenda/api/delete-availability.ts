import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";
import { AGENDA_FAILURE_META } from "./failure-toast";

/** DELETE /api/agenda/availability/{id}: appointments already made stay (decision 0082). */
export const deleteAvailability = (id: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/agenda/availability/${id}`);

export function useDeleteAvailability(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvailability,
    meta: AGENDA_FAILURE_META,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: agendaKeys.availability(professionalId) }),
  });
}
