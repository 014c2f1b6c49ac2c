import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDirForFile } from "../../src/server/test/temp-dir";
import { type ServerProcess, startServerProcess } from "../server-process";
import { startMailSink } from "./mail-sink";
import { outboxStatuses, queueMessages } from "./outbox";
import { postgresTarget } from "./target";

// Two real server processes on one PostgreSQL database deliver one outbox side by side
// (decision 0245): every message arrives once. PostgreSQL only (skipped without
// TEST_DATABASE_URL, like the other PostgreSQL-only tests).
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
const QUEUED = 300;

describe.runIf(postgresUrl)("two server processes on one PostgreSQL", () => {
  // Removed when the file ends, like every test's folder (decision 0371).
  const work = postgresUrl ? tempDirForFile("delivery") : "";
  it("deliver each message once, both at the same time", async () => {
    const target = await postgresTarget(postgresUrl!);
    // Slow enough that one process alone needs more than one 5 s job interval.
    const sink = await startMailSink(15);
    const servers: ServerProcess[] = [];
    try {
      await (await target.open()).close();
      for (let i = 0; i < 2; i++) {
        servers.push(
          await startServerProcess({
            ...target.serverEnv,
            // Each process its own data folder (decision 0146); the database is shared.
            DATA_DIR: path.join(work, `server-${i}`),
            NODE_ENV: "development",
            SMTP_URL: sink.url,
          }),
        );
      }
      const database = await target.open();
      try {
        await queueMessages(database.db, QUEUED, Date.now().toString(36));
        const deadline = Date.now() + 120_000;
        while (sink.uniqueCount() < QUEUED && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 50));
        }
        await new Promise((r) => setTimeout(r, 500)); // a second copy would show up here
        console.info(
          `two processes: ${QUEUED} queued, ${sink.uniqueCount()} received, ${sink.duplicates()} twice, at most ${sink.maxOverlap()} at once`,
        );
        expect(sink.uniqueCount()).toBe(QUEUED);
        expect(sink.duplicates()).toBe(0);
        expect(await outboxStatuses(database.db)).toEqual({ sent: QUEUED });
        // Both delivered at once (not one after the other behind a lock).
        expect(sink.maxOverlap()).toBe(2);
      } finally {
        await database.close();
      }
    } finally {
      for (const s of servers) s.child.kill("SIGKILL");
      await Promise.all(
        servers.map((s) => s.child.exitCode ?? new Promise((r) => s.child.once("exit", r))),
      );
      await sink.close();
      await target.dispose();
    }
  }, 240_000);
});
