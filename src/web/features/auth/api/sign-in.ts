import type { CurrentUser, LoginRequest } from "@domain/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { authKeys } from "@web/lib/query-keys";

export const signIn = (input: LoginRequest) =>
  apiRequest<CurrentUser>("POST", "/api/auth/login", input);

/** POST /api/auth/login; on success the current user is the one just signed in. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // A wrong password is a 401 the form shows, not a lost session.
    meta: { ownsUnauthorized: true },
    // The answer is the current user in the same shape as GET /api/auth/user: no refetch.
    onSuccess: (user) => queryClient.setQueryData(authKeys.user(), user),
  });
}
