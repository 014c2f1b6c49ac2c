import type { CurrentUser } from "@domain/contracts/auth";
import type { PersonalProfile } from "@domain/contracts/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AUTH_USER_KEY } from "@web/features/auth/api/use-auth";
import { apiRequest } from "@web/lib/api";

/** PUT /api/user/profile; the current user is refetched so the router sees isProfileComplete. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonalProfile) =>
      apiRequest<CurrentUser>("PUT", "/api/user/profile", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
}
