import { ADMIN_MESSAGES, type AdminUser, type banUserRequestSchema } from "@domain/contracts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";
import type { z } from "zod";

export interface BanUserInput {
  userId: string;
  isBanned: boolean;
}

/** PUT /api/admin/users/{id}/ban: suspends or reactivates a non-admin account. */
export const banUser = ({ userId, isBanned }: BanUserInput) =>
  apiRequest<AdminUser>("PUT", `/api/admin/users/${encodeURIComponent(userId)}/ban`, {
    isBanned,
  } satisfies z.input<typeof banUserRequestSchema>);

/**
 * The account's card and detail (history) change, and a banned professional leaves the
 * pending queue; the counts do not (a banned account is still counted, decision 0100).
 */
export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    meta: {
      errorToast: {
        title: ADMIN_MESSAGES.userStatusFailed,
        description: "Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.professionals() }),
      ]),
  });
}
