import { describe, expect, it } from "vitest";
import { describeDeliveryCrash, runDeliveryCrash } from "./delivery-crash";

// Fast form: 2 SIGKILLs of a real server while it delivers e-mail to a slow SMTP server in
// this process (embedded database, or scratch PostgreSQL with TEST_DATABASE_URL).
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
describe(`SIGKILL during e-mail delivery on ${postgresUrl ? "PostgreSQL" : "the embedded database"}`, () => {
  it("every message arrives; at most the one in flight at each kill arrives twice", async () => {
    const report = await runDeliveryCrash(2, postgresUrl);
    console.info(describeDeliveryCrash(report));
    expect(report.received).toBe(report.queued);
    expect(report.statuses).toEqual({ sent: report.queued });
    expect(report.duplicates).toBeLessThanOrEqual(report.kills);
  }, 240_000);
});
