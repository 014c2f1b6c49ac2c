import type { FollowStatus } from "@domain/contracts/contents";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { contentsKeys } from "@web/lib/query-keys";

/** The read's address, which the server's render of a client's profile page asks too (0366). */
export const followPath = (professionalId: string) => `/api/follows/${professionalId}`;

/** GET /api/follows/:id: whether the signed-in client follows this professional (private). */
export const getFollow = (professionalId: string) =>
  apiRequest<FollowStatus>("GET", followPath(professionalId));

export const followQueryOptions = (professionalId: string) =>
  queryOptions({
    queryKey: contentsKeys.follow(professionalId),
    queryFn: () => getFollow(professionalId),
  });

/** Only for a signed-in client: nobody else follows anyone. */
export const useFollowStatus = (professionalId: string) =>
  useQuery(followQueryOptions(professionalId));

/** PUT (follow) or DELETE (unfollow) /api/follows/:id; it changes the status and the feed's order. */
export function useSetFollow(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) =>
      apiRequest<FollowStatus>(following ? "PUT" : "DELETE", followPath(professionalId)),
    meta: {
      errorToast: {
        title: "Erro ao seguir",
        description: "Não foi possível atualizar. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: (status) => {
      queryClient.setQueryData(contentsKeys.follow(professionalId), status);
      return queryClient.invalidateQueries({ queryKey: contentsKeys.feed() });
    },
  });
}
