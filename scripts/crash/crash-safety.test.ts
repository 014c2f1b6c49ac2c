import { describe, expect, it } from "vitest";
import { runCrashSafety } from "./crash-safety";

// Fast form of the crash-safety suite: 3 SIGKILLs of a real server on the embedded database.
// The long form is `npm run test:crash` (30 kills). It never touches TEST_DATABASE_URL, so the
// PostgreSQL pass of the suite (.ci/run) leaves it out instead of repeating it.
describe.skipIf(!!process.env.TEST_DATABASE_URL)("crash safety on the embedded database", () => {
  it("loses no sign-up answered 2xx across 3 SIGKILLs", async () => {
    const report = await runCrashSafety(3);
    console.info(
      `crash safety: ${report.kills} SIGKILLs, ${report.acknowledged} sign-ups answered 2xx, ${report.lost.length} lost`,
    );
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(report.lost).toEqual([]);
  }, 180_000);
});
