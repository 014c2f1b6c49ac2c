import type { CurrentUser } from "@domain/contracts/auth";
import type { LegalDocument } from "@domain/legal";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { authKeys } from "@web/lib/query-keys";

export const acceptLegal = (documents: LegalDocument[]) =>
  apiRequest<CurrentUser>("POST", "/api/auth/accept-legal", { documents });

/** POST /api/auth/accept-legal: the answer is the current user, now with nothing pending. */
export function useAcceptLegal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptLegal,
    onSuccess: (user) => queryClient.setQueryData(authKeys.user(), user),
    meta: {
      errorToast: {
        title: "Não foi possível registrar o aceite",
        description: "Tente novamente em instantes.",
      },
    },
  });
}
