import { reloadPage } from "@web/lib/browser";
import { type ComponentType, lazy } from "react";

const RELOADED_KEY = "acolher:chunk-reload";

/**
 * Loads a code-split screen. After a deploy the old chunk names are gone: the first failed load
 * reloads the page once (the new index names the new chunks); a second failure in a row reaches
 * the error boundary instead of reloading forever.
 */
export function loadOrReloadOnce<T>(load: () => Promise<T>): Promise<T> {
  return load().then(
    (module) => {
      sessionStorage.removeItem(RELOADED_KEY);
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

/** React.lazy with the reload-once rule above. */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's own
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => loadOrReloadOnce(load));
}
