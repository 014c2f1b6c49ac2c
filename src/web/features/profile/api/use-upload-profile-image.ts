import type { ProfileImageRequest, ProfileImageResponse } from "@domain/contracts/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AUTH_USER_KEY } from "@web/features/auth/api/use-auth";
import { apiRequest } from "@web/lib/api";

/** POST /api/user/profile-image with the cropped JPEG; the avatar comes from the current user. */
export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileImageRequest) =>
      apiRequest<ProfileImageResponse>("POST", "/api/user/profile-image", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
}
