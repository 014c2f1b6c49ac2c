import type { ChangePasswordRequest } from "@domain/contracts/settings";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** PUT /api/user/password: this session stays, every other one ends. */
export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<{ ok: true }>("PUT", "/api/user/password", body);

/** A wrong current password or a weak new one are the form's own field messages (400). */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
