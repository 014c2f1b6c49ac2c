import { format } from "node:util";
import { afterEach, beforeEach } from "vitest";

/**
 * A test that writes to console.error fails (an unexpected React warning, an unhandled
 * rejection logged by a library, a server error printed), unless it says it expects one by
 * replacing console.error itself (`vi.spyOn(console, "error").mockImplementation(...)`) or by
 * calling `expectConsoleErrors()`. Setup file of the api and web test projects.
 */
const original = console.error;
let logged: string[] = [];
let expected = false;

/** The current test writes to console.error on purpose. */
export function expectConsoleErrors(): void {
  expected = true;
}

beforeEach(() => {
  logged = [];
  expected = false;
  console.error = (...args: unknown[]) => {
    logged.push(format(...args));
    original(...args);
  };
});

afterEach(() => {
  // A test that spied on console.error itself replaced ours: it expected the output.
  const ours = console.error !== original && !("mock" in console.error);
  console.error = original;
  if (ours && !expected && logged.length > 0) {
    const first = logged[0]!.split("\n").slice(0, 6).join("\n");
    throw new Error(`console.error during the test (${logged.length}×); first:\n${first}`);
  }
});
