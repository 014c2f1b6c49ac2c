import type { ProfileImageRequest, ProfileImageResponse } from "@domain/contracts/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { authKeys } from "@web/lib/query-keys";

/** POST /api/user/profile-image with the cropped JPEG. */
export const uploadProfileImage = (input: ProfileImageRequest) =>
  apiRequest<ProfileImageResponse>("POST", "/api/user/profile-image", input);

/** The avatar comes from the current user, which is refetched. */
export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    meta: {
      errorToast: {
        title: "Erro",
        description: "Falha ao atualizar foto de perfil. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
}
