import type { ReportReviewRequest } from "@domain/contracts/review-moderation";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** POST /api/review-reports (decision 0388). */
export const reportReview = (input: ReportReviewRequest) =>
  apiRequest<{ ok: true }>("POST", "/api/review-reports", input);

/** A report changes nothing the reporter reads. */
export function useReportReview() {
  return useMutation({
    mutationFn: reportReview,
    meta: {
      errorToast: {
        title: "Erro ao enviar a denúncia",
        description: "Não foi possível enviar a denúncia. Tente novamente.",
        serverMessage: true,
      },
    },
  });
}
