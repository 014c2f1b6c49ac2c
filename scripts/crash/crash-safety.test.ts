import { describe, expect, it } from "vitest";
import { describeReport, runCrashSafety } from "./crash-safety";

// Fast form of the crash-safety suite: 3 SIGKILLs of a real server during sign-ups and
// bookings, on the embedded database, or on a scratch PostgreSQL database when
// TEST_DATABASE_URL is set. The long form is `npm run test:crash` (30 kills).
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
describe(`crash safety on ${postgresUrl ? "PostgreSQL" : "the embedded database"}`, () => {
  it("loses no sign-up, booking or cancellation answered 2xx across 3 SIGKILLs", async () => {
    const report = await runCrashSafety(3, postgresUrl);
    console.info(describeReport(report));
    expect(report.signUps).toBeGreaterThan(0);
    expect(report.bookings).toBeGreaterThan(0);
    expect(report.lost).toEqual([]);
  }, 180_000);
});
