import type { Unsubscribed } from "@domain/contracts/settings";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** POST /api/email/unsubscribe/:token: the link alone turns its category off (no sign-in). */
export const unsubscribe = (token: string) =>
  apiRequest<Unsubscribed>("POST", `/api/email/unsubscribe/${encodeURIComponent(token)}`);

/** A forged or old link (404) is the page's own message, not a toast. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
