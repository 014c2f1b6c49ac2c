import type { SelfServiceRole } from "@domain/constants";
import type { CurrentUser } from "@domain/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { AUTH_USER_KEY } from "./use-auth";

export const setRole = (role: SelfServiceRole) =>
  apiRequest<CurrentUser>("POST", "/api/auth/set-role", { role });

/** POST /api/auth/set-role, then the current user is refreshed (SPEC §7). */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRole,
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_KEY, user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
}
