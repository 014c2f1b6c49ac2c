import type { ContentDecisionRequest, ContentDecisionResponse } from "@domain/contracts/contents";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";

/** POST /api/admin/contents/:id/decision: hide with a reason, or keep (dismiss the reports). */
export const decideReportedContent = ({
  contentId,
  ...body
}: ContentDecisionRequest & { contentId: string }) =>
  apiRequest<ContentDecisionResponse>("POST", `/api/admin/contents/${contentId}/decision`, body);

/** The queue and the audit log change; a 409 (already decided) refreshes the queue too. */
export function useDecideReportedContent() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [adminKeys.contentReports(), adminKeys.audit()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({
    mutationFn: decideReportedContent,
    meta: {
      errorToast: {
        title: "Erro ao registrar a decisão",
        description: "Não foi possível registrar a decisão. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: refresh,
    onError: refresh,
  });
}
