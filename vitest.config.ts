import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@domain": fileURLToPath(new URL("./src/domain", import.meta.url)),
  "@server": fileURLToPath(new URL("./src/server", import.meta.url)),
  "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
};

/**
 * In CI (or with TEST_SHUFFLE=1) files and tests run in a random order, so no test leans on
 * another having run first. The seed is printed; TEST_SEED=<seed> replays an order.
 */
function shuffledOrder() {
  if (process.env.CI !== "true" && process.env.TEST_SHUFFLE !== "1") return undefined;
  const seed = Number(process.env.TEST_SEED ?? Math.floor(Math.random() * 1_000_000));
  console.log(`vitest: shuffled order, seed ${seed} (replay: TEST_SEED=${seed} TEST_SHUFFLE=1)`);
  return { shuffle: { files: true, tests: true }, seed };
}
const sequence = shuffledOrder();

export default defineConfig({
  resolve: { alias },
  test: {
    sequence,
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
          setupFiles: ["test/setup/fail-on-console-error.ts"],
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
          setupFiles: ["test/setup/fail-on-console-error.ts", "src/web/test/setup.ts"],
          // stubApi replaces fetch; every test starts with the real globals again.
          unstubGlobals: true,
          // A screen test renders the whole app and waits for lazy screens: on a shared
          // 2-core machine running the other projects too, 5 s is not always enough.
          testTimeout: 20_000,
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
