import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Role areas are code-split and the test machine is shared: give screens time to appear.
configure({ asyncUtilTimeout: 5000 });
// The same for vi.waitFor (1 s by default): in a shuffled order any test may be the first to
// load an area's code.
const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === "number" ? options : { timeout: 5000, ...options },
  )) as typeof vi.waitFor;

/** Radix measures elements; jsdom has no ResizeObserver. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => cleanup());

/** Wouter scrolls to the top on navigation; jsdom does not implement scrolling. */
window.scrollTo = () => {};
