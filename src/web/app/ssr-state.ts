import { SSR_STATE_ID } from "@domain/public-routes";
import type { DehydratedState, QueryClient } from "@tanstack/react-query";

/**
 * A public page the server rendered carries its reads (decision 0351): put into the cache
 * before anything asks, React takes over the page without fetching or flashing. True when
 * there was such a page. The server dehydrates only successful reads, so each is set as data
 * with the time it was read (not TanStack's `hydrate`: it would weigh on every first download,
 * the landing's included, decision 0130).
 */
export function hydrateServerReads(client: QueryClient): boolean {
  const element = typeof document === "undefined" ? null : document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent) as DehydratedState;
  for (const query of state.queries) {
    if (query.state.status !== "success") continue;
    client.setQueryData(query.queryKey, query.state.data, {
      updatedAt: query.state.dataUpdatedAt,
    });
  }
  return true;
}
