import { SSR_STATE_ID } from "@domain/public-pages";
import { hydrate, type QueryClient } from "@tanstack/react-query";

/**
 * A public page the server rendered carries its reads (decision 0351): put into the cache
 * before anything asks, React takes over the page without fetching or flashing. True when
 * there was such a page.
 */
export function hydrateServerReads(client: QueryClient): boolean {
  const element = typeof document === "undefined" ? null : document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return false;
  hydrate(client, JSON.parse(element.textContent));
  return true;
}
