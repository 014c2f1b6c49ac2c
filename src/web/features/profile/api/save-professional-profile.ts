import type { CurrentUser } from "@domain/contracts/auth";
import type { ProfessionalProfileRequest } from "@domain/contracts/professional-profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { authKeys } from "@web/lib/query-keys";

/** POST /api/professional/profile: the professional form (CPF as digits). */
export const saveProfessionalProfile = (input: ProfessionalProfileRequest) =>
  apiRequest<CurrentUser>("POST", "/api/professional/profile", input);

/**
 * The current user is refetched: completeness, the verification state and the locked fields
 * all come from it. The server's own message ('CPF inválido', a CPF already in use, a locked
 * field) is the toast's text when it gives one.
 */
export function useSaveProfessionalProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfessionalProfile,
    meta: {
      errorToast: {
        title: "Erro",
        description: "Falha ao salvar informações profissionais. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
}
