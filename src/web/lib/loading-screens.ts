/**
 * Screens whose code is still loading (`lazyScreen`, the route preloads, a dialog fetched ahead).
 * The web tests wait for them when a file ends (its worker goes on with other files, decision
 * 0371): a load left in flight reached a torn-down environment on a busy machine. A module of
 * its own, importing nothing, so the test setup reads it without loading the screens' helpers
 * before a test file mocks them.
 */
export const loadingScreens = new Set<Promise<unknown>>();

/** Counts `loading` among the screens loading until it settles; answers it unchanged. */
export function trackLoading<T>(loading: Promise<T>): Promise<T> {
  loadingScreens.add(loading);
  const settled = () => loadingScreens.delete(loading);
  loading.then(settled, settled);
  return loading;
}
