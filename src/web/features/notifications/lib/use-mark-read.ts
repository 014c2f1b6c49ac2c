import { MARK_READ_FAILED } from "@domain/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notificationsKeys } from "@web/lib/query-keys";
import { announceRead } from "./notifications-channel";

/**
 * A read of one or all: the bell and the list ask again, and the other tabs are told
 * (decision 0221).
 */
export function useMarkRead<V>(mutationFn: (variables: V) => Promise<{ ok: true }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      announceRead();
      await queryClient.invalidateQueries({ queryKey: notificationsKeys.all() });
    },
    meta: { errorToast: { title: "Erro", description: MARK_READ_FAILED } },
  });
}
