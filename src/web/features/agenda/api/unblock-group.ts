import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";
import { AGENDA_FAILURE_META } from "./failure-toast";

/** DELETE /api/agenda/blocked/groups/{groupId}: the whole day off or period, from today on. */
export const unblockGroup = (groupId: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/agenda/blocked/groups/${groupId}`);

export function useUnblockGroup(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockGroup,
    meta: AGENDA_FAILURE_META,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agendaKeys.blocked(professionalId) }),
        queryClient.invalidateQueries({ queryKey: agendaKeys.blockedGroups() }),
      ]),
  });
}
