/**
 * The date-sensitive suites again, with the tests' clock pinned to awkward moments (decision
 * 0170): a weekday or time-zone bug fails here on any day, not only on the day it bites.
 * `npm run test:clock` (CI runs it on the embedded database); `-- --moment <ISO>` runs one.
 */
import { spawnSync } from "node:child_process";

export const MOMENTS: Record<string, string> = {
  "a Wednesday at noon": "2026-12-02T15:00:00Z",
  "Sunday 23:30 in São Paulo, already Monday in UTC": "2026-12-28T02:30:00Z",
  "31 December, 22:30 in São Paulo, already next year in UTC": "2027-01-01T01:30:00Z",
  "29 February 2028, 23:30 in São Paulo": "2028-03-01T02:30:00Z",
};

/**
 * Suites whose rules read "now": booking, answering, the agenda, confirmations, the matrix, the
 * scheduled notifications.
 */
const SUITES = [
  "src/server/features/appointments",
  "src/server/features/agenda",
  "src/server/features/confirmations",
  "src/server/features/reviews",
  "src/server/test/authorization",
  "src/server/notifications/scheduled-events.test.ts",
  "src/server/notifications/after-session-events.test.ts",
  "src/server/notifications/appointment-events.test.ts",
  "src/server/shared/next-free.test.ts",
  "src/server/features/professionals/search-next-free.test.ts",
];

const only = process.argv.indexOf("--moment");
const moments = only >= 0 ? { [process.argv[only + 1]!]: process.argv[only + 1]! } : MOMENTS;
let failed = 0;
for (const [name, instant] of Object.entries(moments)) {
  console.log(`\n==== TEST_CLOCK=${instant} (${name}) ====`);
  const run = spawnSync("npx", ["vitest", "run", "--project", "api", ...SUITES], {
    stdio: "inherit",
    env: { ...process.env, TEST_CLOCK: instant },
  });
  if (run.status !== 0) {
    failed++;
    console.error(`test:clock: failed at ${instant} (${name})`);
  }
}
console.log(
  `\ntest:clock: ${Object.keys(moments).length - failed} moments passed, ${failed} failed`,
);
process.exit(failed ? 1 : 0);
