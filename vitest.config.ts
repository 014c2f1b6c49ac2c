import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@domain": fileURLToPath(new URL("./src/domain", import.meta.url)),
  "@server": fileURLToPath(new URL("./src/server", import.meta.url)),
  "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "domain",
          environment: "node",
          // e2e/**/*.test.ts: unit tests of the journeys' own helpers (no browser needed).
          include: ["src/domain/**/*.test.ts", "e2e/**/*.test.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          environment: "node",
          include: ["src/server/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["src/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        esbuild: { jsx: "automatic" },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["src/web/test/setup.ts"],
          // stubApi replaces fetch; every test starts with the real globals again.
          unstubGlobals: true,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.spec.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          fileParallelism: false,
          // One test is a whole journey (a dozen screens, axe and screenshots at two widths).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
