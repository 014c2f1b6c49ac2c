import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the page is the server's HTML that React has not taken over yet (a rendered
 * page's code comes after its first paint, decision 0416), true once React holds it, and
 * always true on a page the browser rendered itself. A button that only works with the code
 * is disabled until then: a click on it is refused in sight instead of lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
