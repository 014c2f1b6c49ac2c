import { reloadPage } from "@web/lib/browser";
import { trackLoading } from "@web/lib/loading-screens";
import { type ComponentProps, type ComponentType, createElement, lazy } from "react";

const RELOADED_KEY = "acolher:chunk-reload";

/**
 * Loads a code-split screen. After a deploy the old chunk names are gone: the first failed load
 * reloads the page once (the new index names the new chunks); a second failure in a row reaches
 * the error boundary instead of reloading forever.
 */
export function loadOrReloadOnce<T>(load: () => Promise<T>): Promise<T> {
  return load().then(
    (module) => {
      // The server renders public pages with these screens too: no storage there (0351).
      if (typeof sessionStorage !== "undefined") sessionStorage.removeItem(RELOADED_KEY);
      return module;
    },
    (error: unknown) => {
      if (sessionStorage.getItem(RELOADED_KEY)) throw error;
      sessionStorage.setItem(RELOADED_KEY, "1");
      reloadPage();
      return new Promise<T>(() => {});
    },
  );
}

let retries = 0;

/**
 * React.lazy keeps a failed load for good. An error boundary's "Tentar novamente" (or a move to
 * another address) calls this: a screen whose load failed loads again on its next render.
 */
export function retryFailedScreens() {
  retries += 1;
}

/** React.lazy with the reload-once rule above, and a new attempt after `retryFailedScreens`. */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's own
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const attempt = () => {
    const startedAt = retries;
    let failed = false;
    const Screen = lazy(() =>
      trackLoading(
        loadOrReloadOnce(load).catch((error: unknown) => {
          failed = true;
          throw error;
        }),
      ),
    );
    return { Screen, stale: () => failed && startedAt < retries };
  };
  let current = attempt();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, as React.lazy is
  return function LazyScreen(props: ComponentProps<T>) {
    if (current.stale()) current = attempt();
    return createElement(current.Screen, props);
  };
}
