import type { BlockedGroup, BlockRangeRequest } from "@domain/contracts/agenda";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, isApiError } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";
import { AGENDA_FAILURE_META } from "./failure-toast";

/** POST /api/agenda/blocked/range: whole days blocked as one group (a day off, a vacation). */
export const blockRange = (body: BlockRangeRequest) =>
  apiRequest<BlockedGroup>("POST", "/api/agenda/blocked/range", body);

/**
 * Success changes the blocked ranges and the groups. A 409 names sessions inside the period
 * (or days already blocked): the agenda's appointments and blocks are refreshed to show them.
 */
export function useBlockRange(professionalId: string) {
  const queryClient = useQueryClient();
  const refreshBlocked = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: agendaKeys.blocked(professionalId) }),
      queryClient.invalidateQueries({ queryKey: agendaKeys.blockedGroups() }),
    ]);
  return useMutation({
    mutationFn: blockRange,
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
