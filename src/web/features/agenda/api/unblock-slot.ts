import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";
import { AGENDA_FAILURE_META } from "./failure-toast";

/** DELETE /api/agenda/blocked/{id}: frees a future blocked range (decision 0085). */
export const unblockSlot = (id: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/agenda/blocked/${id}`);

export function useUnblockSlot(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockSlot,
    meta: AGENDA_FAILURE_META,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: agendaKeys.blocked(professionalId) }),
  });
}
