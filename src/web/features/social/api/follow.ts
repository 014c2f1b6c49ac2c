import type { FollowStatus } from "@domain/contracts/contents";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { contentsKeys } from "@web/lib/query-keys";

/** GET /api/follows/:id: whether the signed-in client follows this professional. */
export const getFollow = (professionalId: string) =>
  apiRequest<FollowStatus>("GET", `/api/follows/${professionalId}`);

export const followQueryOptions = (professionalId: string) =>
  queryOptions({
    queryKey: contentsKeys.follow(professionalId),
    queryFn: () => getFollow(professionalId),
  });

export const useFollowStatus = (professionalId: string, enabled: boolean) =>
  useQuery({ ...followQueryOptions(professionalId), enabled });

/** PUT or DELETE /api/follows/:id; it changes the status and the feed's order. */
export function useSetFollow(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) =>
      apiRequest<FollowStatus>(following ? "PUT" : "DELETE", `/api/follows/${professionalId}`),
    meta: {
      errorToast: { title: "Erro ao seguir", description: "Tente novamente.", serverMessage: true },
    },
    onSuccess: (status) => {
      queryClient.setQueryData(contentsKeys.follow(professionalId), status);
      return queryClient.invalidateQueries({ queryKey: contentsKeys.feed() });
    },
  });
}
