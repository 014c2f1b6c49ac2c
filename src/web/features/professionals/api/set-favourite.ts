import type { FavouriteState } from "@domain/contracts/favourites";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { favouritesKeys } from "@web/lib/query-keys";

interface SetFavourite {
  professionalId: string;
  saved: boolean;
}

/** PUT /api/favourites/{id} to save, DELETE to remove. */
export const setFavourite = ({ professionalId, saved }: SetFavourite) =>
  apiRequest<FavouriteState>(saved ? "PUT" : "DELETE", `/api/favourites/${professionalId}`);

/**
 * The heart changes at once (the ids list is updated before the answer, and put back if the
 * save fails); the 'Favoritos' list is read again after it.
 */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavourite,
    meta: {
      errorToast: {
        title: "Erro ao salvar",
        description: "Não foi possível atualizar seus favoritos. Tente novamente.",
        serverMessage: true,
      },
    },
    onMutate: async ({ professionalId, saved }) => {
      await queryClient.cancelQueries({ queryKey: favouritesKeys.ids() });
      const before = queryClient.getQueryData<string[]>(favouritesKeys.ids());
      queryClient.setQueryData<string[]>(favouritesKeys.ids(), (ids = []) =>
        saved
          ? [professionalId, ...ids.filter((id) => id !== professionalId)]
          : ids.filter((id) => id !== professionalId),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(favouritesKeys.ids(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKeys.all() }),
  });
}
