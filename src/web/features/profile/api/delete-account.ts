import type { okResponseSchema } from "@domain/contracts/common";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import type { z } from "zod";

/** DELETE /api/user/account. */
export const deleteAccount = () =>
  apiRequest<z.output<typeof okResponseSchema>>("DELETE", "/api/user/account");

/** Nothing to refresh: the caller reloads the app at "/" so every cached query is gone. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    meta: {
      errorToast: {
        title: "Erro ao excluir conta",
        description: "Ocorreu um erro ao excluir sua conta. Tente novamente.",
      },
    },
  });
}
