import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import ProjectsInTurn, { shuffleSeed } from "./test/sequencer.js";

const alias = {
  "@domain": fileURLToPath(new URL("./src/domain", import.meta.url)),
  "@server": fileURLToPath(new URL("./src/server", import.meta.url)),
  "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
};

/**
 * Each project's files in turn (test/sequencer.ts, decision 0371); in CI (or with
 * TEST_SHUFFLE=1) files and tests in a random order within their project, so no test leans on
 * another having run first (decision 0170). The seed is printed; TEST_SEED=<seed> replays it.
 */
function order() {
  const seed = shuffleSeed();
  if (seed === undefined) return { sequencer: ProjectsInTurn };
  console.log(`vitest: shuffled order, seed ${seed} (replay: TEST_SEED=${seed} TEST_SHUFFLE=1)`);
  return { shuffle: { files: true, tests: true }, seed, sequencer: ProjectsInTurn };
}
const sequence = order();
/** What a project may set of it (the sequencer is the run's). */
const { sequencer: _runWide, ...projectSequence } = sequence;

/**
 * Files run side by side (decision 0371). On 2 cores three workers keep both cores busy while
 * one file waits on PostgreSQL, Chromium or a spawned server. TEST_WORKERS overrides.
 */
const maxWorkers = Number(
  process.env.TEST_WORKERS ?? Math.max(2, Math.min(4, os.availableParallelism() + 1)),
);

/**
 * The date-sensitive suites again, their clock pinned to awkward moments (decision 0170): one
 * project per moment, all in one Vitest run (`npm run test:clock` sets TEST_CLOCK_MOMENTS=1).
 */
const CLOCK_MOMENTS: Record<string, string> = {
  "clock-wednesday-noon": "2026-12-02T15:00:00Z",
  "clock-sunday-2330-sp": "2026-12-28T02:30:00Z",
  "clock-new-year-eve-2230-sp": "2027-01-01T01:30:00Z",
  "clock-leap-day-2330-sp": "2028-03-01T02:30:00Z",
};
/**
 * Suites whose rules read "now": booking, answering, the agenda, confirmations, the matrix, the
 * scheduled notifications, the professional's dashboard.
 */
const CLOCK_SUITES = [
  "src/server/features/appointments/**/*.test.ts",
  "src/server/features/agenda/**/*.test.ts",
  "src/server/features/confirmations/**/*.test.ts",
  "src/server/features/reviews/**/*.test.ts",
  "src/server/test/authorization/**/*.test.ts",
  "src/server/notifications/scheduled-events.test.ts",
  "src/server/notifications/after-session-events.test.ts",
  "src/server/notifications/appointment-events.test.ts",
  "src/server/shared/next-free.test.ts",
  "src/server/features/professionals/search-next-free.test.ts",
  // The support channel's deadlines, age and overdue flag (decision 0390).
  "src/server/features/support/**/*.test.ts",
];

const apiTest = {
  environment: "node" as const,
  globalSetup: ["src/server/test/global-setup.ts"],
  setupFiles: ["test/setup/fail-on-console-error.ts"],
  // A worker keeps the server's modules and its loaded PGlite between files (decision 0371);
  // every file still gets an empty database and an app of its own.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

const webProject = {
  resolve: { alias },
  test: {
    environment: "jsdom",
    include: ["src/web/**/*.test.{ts,tsx}"],
    setupFiles: ["test/setup/fail-on-console-error.ts", "src/web/test/setup.ts"],
    // stubApi replaces fetch; every test starts with the real globals again.
    unstubGlobals: true,
    // A screen test renders the whole app and waits for lazy screens: on a shared
    // 2-core machine running the other projects too, 5 s is not always enough.
    testTimeout: 20_000,
  },
};
/**
 * Web tests that replace a module (`vi.mock`), change the app's module state on purpose, or
 * render with react-dom/server (React then warns of two renderers sharing a context in the
 * worker's next files): each runs in a fresh jsdom and module graph of its own.
 */
const WEB_ISOLATED = [
  "src/web/entry-server.test.tsx",
  "src/web/app/error-boundary.test.tsx",
  "src/web/app/screen-error-boundary.test.tsx",
  "src/web/app/visitor-access.test.tsx",
  "src/web/features/auth/pages/password-reset-pages.test.tsx",
  "src/web/features/auth/pages/sign-in-page.test.tsx",
  "src/web/lib/lazy-screen.test.ts",
  "src/web/lib/query-client.test.tsx",
  "src/web/lib/session-exit.test.tsx",
];

const clockProjects =
  process.env.TEST_CLOCK_MOMENTS === "1"
    ? Object.entries(CLOCK_MOMENTS).map(([name, instant]) => ({
        resolve: { alias },
        test: { ...apiTest, name, include: CLOCK_SUITES, env: { TEST_CLOCK: instant } },
      }))
    : [];

export default defineConfig({
  resolve: { alias },
  test: {
    sequence,
    maxWorkers,
    reporters: ["default", "./test/reporters/project-times.ts"],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "domain",
          environment: "node",
          // The repository's checks read every source file or load the Vite config: seconds
          // while the web projects share the cores.
          testTimeout: 15_000,
          // e2e/**/*.test.ts: unit tests of the journeys' own helpers (no browser needed);
          // test/**/*.test.ts: the repository's own checks (the decision index).
          include: ["src/domain/**/*.test.ts", "e2e/**/*.test.ts", "test/**/*.test.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          ...apiTest,
          name: "api",
          include: ["src/server/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      ...clockProjects,
      {
        ...webProject,
        test: {
          ...webProject.test,
          name: "web",
          exclude: WEB_ISOLATED,
          // A worker keeps jsdom and the modules between files (decision 0371); the setup file
          // gives each file a blank page, storage and cookies.
          isolate: false,
        },
      },
      {
        ...webProject,
        test: { ...webProject.test, name: "web-isolated", include: WEB_ISOLATED },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.spec.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          // After the other projects, in a group of its own: the journeys time their steps, and
          // Chromium takes most of the machine. Two side by side fill the cores' idle moments;
          // more gain nothing on 2 cores (decision 0371). E2E_WORKERS overrides.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          sequence: { ...projectSequence, groupOrder: 1 },
          // A worker keeps the server's modules, its PGlite and one Chromium for its journeys
          // (e2e/fixtures/journey.ts); each journey still gets its own server, empty database
          // and browser contexts.
          isolate: false,
          // One test is a whole journey (a dozen screens, axe and screenshots at two widths).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Like a step's wait (15 s): expect.poll's own default gives up after 1 s, which a
          // screen loading on a busy machine can take.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
