import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** DELETE /api/user/account; the caller reloads the app at "/" so every cached query is gone. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiRequest<{ ok: true }>("DELETE", "/api/user/account"),
  });
}
