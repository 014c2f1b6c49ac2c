import {
  ADMIN_MESSAGES,
  type AdminProfessional,
  type VerifyProfessionalRequest,
} from "@domain/contracts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";

export interface VerifyProfessionalInput {
  professionalId: string;
  isVerified: boolean;
  /** Required when rejecting; the professional reads it. */
  reason: string | null;
}

/** PUT /api/admin/professionals/{id}/verify: approves, or rejects with a reason. */
export const verifyProfessional = ({
  professionalId,
  isVerified,
  reason,
}: VerifyProfessionalInput) =>
  apiRequest<AdminProfessional>(
    "PUT",
    `/api/admin/professionals/${encodeURIComponent(professionalId)}/verify`,
    { isVerified, reason } satisfies VerifyProfessionalRequest,
  );

/** The professional lists (queue and tabs), the account's history and the audit log change. */
export function useVerifyProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyProfessional,
    meta: {
      errorToast: {
        title: ADMIN_MESSAGES.verificationFailed,
        description: "Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: (_professional, { professionalId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.professionals() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.user(professionalId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
