import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "@web/lib/query-keys";

/**
 * An admin's decision on a reported item (a review, a content): the item's queue and the audit
 * log change; a 409 (another admin decided first) refreshes the queue too.
 */
export function useReportDecision<TInput, TResult>(
  decide: (input: TInput) => Promise<TResult>,
  queueKey: QueryKey,
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [queueKey, adminKeys.audit()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  return useMutation({
    mutationFn: decide,
    meta: {
      errorToast: {
        title: "Erro ao registrar a decisão",
        description: "Não foi possível registrar a decisão. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: refresh,
    onError: refresh,
  });
}
