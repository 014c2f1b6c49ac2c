import type { Database } from "@server/db/client";
import { openTestDatabase } from "@server/test/db";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Job, runJobOnce } from "./index";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const countingJob = (name: string) => {
  const job: Job & { runs: number } = {
    name,
    everyMs: 60_000,
    runs: 0,
    run: async () => {
      job.runs++;
    },
  };
  return job;
};

describe("periodic jobs with several server processes (decision 0125)", () => {
  it("run when no other process is running them", async () => {
    const job = countingJob("test-free-job");
    expect(await runJobOnce(database.db, job)).toBe("ran");
    expect(await runJobOnce(database.db, job)).toBe("ran");
    expect(job.runs).toBe(2);
  });

  it.runIf(inject("testDatabase").kind === "postgres")(
    "are skipped while another process holds the job's lock, and run once it is released",
    async () => {
      const job = countingJob("test-busy-job");
      // Another process's run in progress: its own connection, its transaction open.
      const other = await (database as Database & { pool: pg.Pool }).pool.connect();
      await other.query("BEGIN");
      await other.query("SELECT pg_advisory_xact_lock(4242, hashtext('test-busy-job'))");
      expect(await runJobOnce(database.db, job)).toBe("busy");
      expect(job.runs).toBe(0);
      await other.query("COMMIT");
      other.release();
      expect(await runJobOnce(database.db, job)).toBe("ran");
      expect(job.runs).toBe(1);
    },
  );
});
