import { FakeWebSocket } from "./fake-websocket";
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { forgetToasts } from "@web/components/ui/use-toast";
import { forgetAddresses } from "@web/features/professionals/lib/lasting-address";
import { loadingScreens } from "@web/lib/loading-screens";
import { afterAll, afterEach, beforeAll, vi } from "vitest";

// Role areas are code-split and the test machine is shared: give screens time to appear.
// 10 s: a first screen of an area was seen taking over 5 s on a machine running other suites.
// 15 s since issue 31's screens: a CI run saw an area's skeleton still there after 10 s.
configure({ asyncUtilTimeout: 15_000 });
// The same for vi.waitFor (1 s by default): in a shuffled order any test may be the first to
// load an area's code.
// (Once per worker: the web project keeps this module's globals between files, decision 0371.)
const patched = vi.waitFor as typeof vi.waitFor & { patched?: true };
if (!patched.patched) {
  const waitFor = vi.waitFor;
  vi.waitFor = Object.assign(
    ((callback, options) =>
      waitFor(
        callback,
        typeof options === "number" ? options : { timeout: 10_000, ...options },
      )) as typeof vi.waitFor,
    { patched: true as const },
  );
}

/** Radix measures elements; jsdom has no ResizeObserver. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** The live channel's socket (decision 0406): a fake that never dials (./fake-websocket). */
globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;

afterEach(() => {
  cleanup();
  FakeWebSocket.instances = [];
});

// No screen's code left loading when a file ends (see `loadingScreens`); at most 5 s, since a
// screen whose load failed waits for a page reload that never comes in jsdom.
afterAll(() =>
  Promise.race([
    Promise.allSettled([...loadingScreens]),
    new Promise((resolve) => setTimeout(resolve, 5_000)),
  ]),
);

/**
 * Each file starts as on a new page (decision 0371: the files of a worker share one jsdom): no
 * markup left by a file that rendered outside Testing Library, no notification or remembered
 * profile address in the app's memory, no storage, no cookies, at "/".
 */
beforeAll(() => {
  forgetToasts();
  forgetAddresses();
  document.body.innerHTML = "";
  document.title = "";
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring jsdom's cookies between files
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, "", "/");
});

/** Wouter scrolls to the top on navigation; jsdom does not implement scrolling. */
window.scrollTo = () => {};
