import type { CurrentUser } from "@domain/contracts/auth";
import type { ReviewVisibilityRequest } from "@domain/contracts/professional-profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { authKeys, professionalsKeys, reviewsKeys } from "@web/lib/query-keys";

/** PUT /api/professional/review-visibility: how the professional's reviews appear (0387). */
export const updateReviewVisibility = (input: ReviewVisibilityRequest) =>
  apiRequest<CurrentUser>("PUT", "/api/professional/review-visibility", input);

/** The choice lives on the current user's profile; their public profile and reviews change too. */
export function useUpdateReviewVisibility(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewVisibility,
    meta: {
      errorToast: {
        title: "Erro",
        description: "Falha ao salvar como suas avaliações aparecem. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.user() }),
        queryClient.invalidateQueries({ queryKey: reviewsKeys.ofProfessional(professionalId) }),
        queryClient.invalidateQueries({ queryKey: professionalsKeys.detail(professionalId) }),
        queryClient.invalidateQueries({ queryKey: professionalsKeys.searches() }),
      ]),
  });
}
