import type {
  ReviewDecisionRequest,
  ReviewDecisionResponse,
} from "@domain/contracts/review-moderation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";

/** POST /api/admin/reviews/:id/decision: hide with a reason, or keep. */
export const decideReportedReview = ({
  reviewId,
  ...body
}: ReviewDecisionRequest & { reviewId: string }) =>
  apiRequest<ReviewDecisionResponse>("POST", `/api/admin/reviews/${reviewId}/decision`, body);

/** The queue and the audit log change; a 409 (already decided) refreshes the queue too. */
export function useDecideReportedReview() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [adminKeys.reviewReports(), adminKeys.audit()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({
    mutationFn: decideReportedReview,
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
