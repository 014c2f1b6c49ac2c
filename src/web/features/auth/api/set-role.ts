import type { SelfServiceRole } from "@domain/constants";
import type { CurrentUser } from "@domain/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { authKeys } from "@web/lib/query-keys";

export const setRole = (role: SelfServiceRole) =>
  apiRequest<CurrentUser>("POST", "/api/auth/set-role", { role });

/** POST /api/auth/set-role, then the current user is refreshed (SPEC §7). */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRole,
    onSuccess: (user) => queryClient.setQueryData(authKeys.user(), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
}
