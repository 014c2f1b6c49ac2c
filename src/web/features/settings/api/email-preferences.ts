import type { EmailPreference, EmailPreferencesUpdate } from "@domain/contracts/settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

const URL = "/api/user/email-preferences";
/** Only the settings page reads it: the key lives with it. */
export const emailPreferencesKey = ["settings", "email-preferences"] as const;

/** GET /api/user/email-preferences: every category, required ones always on. */
export const getEmailPreferences = () => apiRequest<EmailPreference[]>("GET", URL);

export function useEmailPreferences() {
  return useQuery({ queryKey: emailPreferencesKey, queryFn: getEmailPreferences });
}

/** PUT /api/user/email-preferences: `{ lembretes: false }`; answers every category. */
export const updateEmailPreferences = (body: EmailPreferencesUpdate) =>
  apiRequest<EmailPreference[]>("PUT", URL, body);

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(emailPreferencesKey, preferences),
    meta: {
      errorToast: {
        title: "Erro ao salvar",
        description: "Não foi possível salvar sua escolha de e-mails. Tente novamente.",
        serverMessage: true,
      },
    },
  });
}
