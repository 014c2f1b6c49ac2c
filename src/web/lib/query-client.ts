import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { throwIfNotOk } from "./api";

type On401 = "returnNull" | "throw";

/** The generic query: GET on the key path (key parts joined by "/"). */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** SPEC §7: no interval, no refetch on focus, never stale, no retries; a 401 throws. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Geocoding lists: fresh for 5 minutes, kept 30 (SPEC §7). */
export const GEO_QUERY_OPTIONS = { staleTime: 5 * 60_000, gcTime: 30 * 60_000 } as const;
