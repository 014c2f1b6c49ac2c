import type { BlockedSlot, BlockSlotRequest } from "@domain/contracts/agenda";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, isApiError } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";
import { AGENDA_FAILURE_META } from "./failure-toast";

/** POST /api/agenda/blocked: blocks a future range in the professional's working hours. */
export const blockSlot = (body: BlockSlotRequest) =>
  apiRequest<BlockedSlot>("POST", "/api/agenda/blocked", body);

/**
 * Success changes the blocked ranges. A 409 means the slot was just booked or blocked
 * elsewhere: the blocked ranges and the agenda's appointments are refreshed to show it.
 */
export function useBlockSlot(professionalId: string) {
  const queryClient = useQueryClient();
  const refreshBlocked = () =>
    queryClient.invalidateQueries({ queryKey: agendaKeys.blocked(professionalId) });
  return useMutation({
    mutationFn: blockSlot,
    meta: AGENDA_FAILURE_META,
    onSuccess: refreshBlocked,
    onError: (error) =>
      isApiError(error, 409)
        ? Promise.all([
            refreshBlocked(),
            queryClient.invalidateQueries({ queryKey: agendaKeys.appointments() }),
          ])
        : undefined,
  });
}
