import type { CurrentUser, RegisterRequest } from "@domain/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { AUTH_USER_KEY } from "./use-auth";

export const signUp = (input: RegisterRequest) =>
  apiRequest<CurrentUser>("POST", "/api/auth/register", input);

/** POST /api/auth/register: creates the account and signs it in. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    // The answer is the current user in the same shape as GET /api/auth/user: no refetch.
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_KEY, user),
  });
}
