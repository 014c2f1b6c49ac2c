import type { BanReason } from "@domain/ban-reasons";
import { ADMIN_MESSAGES, type AdminUser, type banUserRequestSchema } from "@domain/contracts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";
import type { z } from "zod";

/** A ban names the terms' category and may carry an internal note; an unban, neither. */
export type BanUserInput = { userId: string } & (
  | { isBanned: true; banReason: BanReason; note: string | null }
  | { isBanned: false }
);

/** PUT /api/admin/users/{id}/ban: suspends or reactivates a non-admin account. */
export const banUser = ({ userId, ...body }: BanUserInput) =>
  apiRequest<AdminUser>(
    "PUT",
    `/api/admin/users/${encodeURIComponent(userId)}/ban`,
    body satisfies z.input<typeof banUserRequestSchema>,
  );

/**
 * The account's card and detail (history) change, a banned professional leaves the pending
 * queue, and the audit log grows; the counts do not (a banned account is still counted,
 * decision 0100).
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
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
