import type { CurrentUser } from "@domain/contracts/auth";
import type { PersonalProfile } from "@domain/contracts/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { authKeys } from "@web/lib/query-keys";

/** PUT /api/user/profile: the personal form. */
export const updateProfile = (input: PersonalProfile) =>
  apiRequest<CurrentUser>("PUT", "/api/user/profile", input);

/** The current user is refetched so the router sees isProfileComplete. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: {
      errorToast: {
        title: "Erro",
        description: "Falha ao atualizar perfil. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
}
