import type { CurrentUser } from "@domain/contracts/auth";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/query-client";

export const AUTH_USER_KEY = ["/api/auth/user"] as const;

/** The signed-in user; null when signed out. Not retried (SPEC §7). */
export function useAuth() {
  const query = useQuery<CurrentUser | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn({ on401: "returnNull" }),
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: !!user };
}
