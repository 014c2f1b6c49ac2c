import type { CurrentUser } from "@domain/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, isApiError } from "@web/lib/api";
import { authKeys } from "@web/lib/query-keys-auth";

/** GET /api/auth/user: the signed-in user, or null when signed out (a 401, its body read). */
export const getCurrentUser = () =>
  apiRequest<CurrentUser>("GET", "/api/auth/user").catch((error: unknown) => {
    if (isApiError(error, 401)) return null;
    throw error;
  });

/** Not retried (SPEC §7); refreshed after profile changes. */
export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: authKeys.user(), queryFn: getCurrentUser });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
