import type { CurrentUser, RegisterRequest } from "@domain/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { authKeys } from "@web/lib/query-keys";

export const signUp = (input: RegisterRequest) =>
  apiRequest<CurrentUser>("POST", "/api/auth/register", input);

/** POST /api/auth/register: creates the account and signs it in. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    // The form shows every refusal itself; there is no session to lose yet.
    meta: { ownsUnauthorized: true },
    // The answer is the current user in the same shape as GET /api/auth/user: no refetch.
    onSuccess: (user) => queryClient.setQueryData(authKeys.user(), user),
  });
}
