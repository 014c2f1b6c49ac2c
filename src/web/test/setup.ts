import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Role areas are code-split and the test machine is shared: give screens time to appear.
configure({ asyncUtilTimeout: 5000 });

/** Radix measures elements; jsdom has no ResizeObserver. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => cleanup());

/** Wouter scrolls to the top on navigation; jsdom does not implement scrolling. */
window.scrollTo = () => {};
