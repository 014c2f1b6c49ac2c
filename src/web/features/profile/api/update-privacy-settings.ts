import type { CurrentUser } from "@domain/contracts/auth";
import type { PrivacySettingsRequest } from "@domain/contracts/professional-profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { authKeys } from "@web/lib/query-keys";

/** PUT /api/professional/privacy-settings: showContact, availableForNewPatients, shareEmail. */
export const updatePrivacySettings = (input: PrivacySettingsRequest) =>
  apiRequest<CurrentUser>("PUT", "/api/professional/privacy-settings", input);

/** The switches live on the current user's professional profile, which is refetched. */
export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacySettings,
    meta: {
      errorToast: {
        title: "Erro",
        description: "Falha ao atualizar configurações de privacidade. Tente novamente.",
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
}
