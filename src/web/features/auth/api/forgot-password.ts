import type { PasswordResetRequest } from "@domain/contracts/password-reset";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

export const forgotPassword = (input: PasswordResetRequest) =>
  apiRequest<{ ok: true }>("POST", "/api/auth/forgot-password", input);

/** POST /api/auth/forgot-password: the same answer for any address; nothing cached changes. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: forgotPassword,
    // The page shows every refusal in its form; no session is involved.
    meta: { ownsUnauthorized: true },
  });
}
