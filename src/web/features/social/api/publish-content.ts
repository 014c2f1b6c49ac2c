import type { ContentInput, OwnContent } from "@domain/contracts/contents";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { contentsKeys } from "@web/lib/query-keys";

/** POST /api/contents, then the image (POST /api/contents/:id/image) when one was chosen. */
export async function publishContent(input: ContentInput & { imageData?: string | null }) {
  const { imageData, ...content } = input;
  const created = await apiRequest<OwnContent>("POST", "/api/contents", content);
  if (!imageData) return created;
  return apiRequest<OwnContent>("POST", `/api/contents/${created.id}/image`, { imageData });
}

/** It changes the author's list and their profile's 'Conteúdos'. */
export function usePublishContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishContent,
    meta: {
      errorToast: {
        title: "Erro ao publicar",
        description: "Não foi possível publicar o conteúdo.",
        serverMessage: true,
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentsKeys.all() }),
  });
}
