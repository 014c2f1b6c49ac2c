import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { messagesKeys } from "@web/lib/query-keys";

/** POST /api/admin/message-reports/:id/resolve (admin): closed with what was done. */
export const resolveMessageReport = (id: string, outcome: string) =>
  apiRequest<void>("POST", `/api/admin/message-reports/${encodeURIComponent(id)}/resolve`, {
    outcome,
  });

/** The open reports (a 409, resolved meanwhile, refreshes them too). */
export function useResolveMessageReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: string) => resolveMessageReport(id, outcome),
    meta: {
      errorToast: {
        title: "Não foi possível encerrar",
        description: "Tente novamente.",
        serverMessage: true,
      },
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKeys.adminReports() }),
  });
}
