import type { Db } from "@server/db/client";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { JOBS, startJobs } from "./index";

const quietLog = { error: () => {} } as unknown as FastifyBaseLogger;

describe("stopping the jobs (graceful shutdown, decision 0182)", () => {
  it("waits for the runs in progress to finish, and starts no new run", async () => {
    // Every run is held inside its transaction until we let it finish.
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let runs = 0;
    const db = {
      transaction: async () => {
        runs++;
        await held;
        return "ran";
      },
    } as unknown as Db;

    const stop = startJobs(db, quietLog);
    expect(runs).toBe(JOBS.length); // each job runs once at start
    let stopped = false;
    const stopping = Promise.resolve(stop()).then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false); // the database must stay open under the running jobs

    finish();
    await stopping;
    expect(stopped).toBe(true);
    expect(runs).toBe(JOBS.length);
  });
});
