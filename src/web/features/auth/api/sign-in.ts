import type { CurrentUser, LoginRequest } from "@domain/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { AUTH_USER_KEY } from "./use-auth";

export const signIn = (input: LoginRequest) =>
  apiRequest<CurrentUser>("POST", "/api/auth/login", input);

/** POST /api/auth/login; on success the current user is the one just signed in. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The answer is the current user in the same shape as GET /api/auth/user: no refetch.
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_KEY, user),
  });
}
