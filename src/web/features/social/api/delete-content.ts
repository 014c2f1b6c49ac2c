import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { contentsKeys } from "@web/lib/query-keys";

/** DELETE /api/contents/:id. */
export const deleteContent = (id: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/contents/${id}`);

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    meta: {
      errorToast: { title: "Erro ao excluir", description: "Não foi possível excluir o conteúdo." },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentsKeys.all() }),
  });
}
