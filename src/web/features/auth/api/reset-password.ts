import type { PasswordReset } from "@domain/contracts/password-reset";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

export const resetPassword = (input: PasswordReset) =>
  apiRequest<{ ok: true }>("POST", "/api/auth/reset-password", input);

/**
 * POST /api/auth/reset-password. Success ends every session of the account, this browser's
 * included; the page decides how to leave (decision 0236).
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    meta: { ownsUnauthorized: true },
  });
}
