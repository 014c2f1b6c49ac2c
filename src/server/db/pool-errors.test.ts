import { describe, expect, it, vi } from "vitest";
import { openPostgres, POOL_IDLE_MS } from "./client";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("PostgreSQL pool", () => {
  it("survives the server killing an idle connection and keeps answering", async () => {
    const errors: string[] = [];
    const database = openPostgres(url!, 2, (error) => errors.push(error.message));
    try {
      const [{ pid }] = (await database.pool.query("SELECT pg_backend_pid() AS pid")).rows;
      const killer = openPostgres(url!, 1);
      await killer.pool.query("SELECT pg_terminate_backend($1)", [pid]);
      await killer.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(errors.join()).toContain("terminating connection");
      const { rows } = await database.pool.query("SELECT 1 AS one");
      expect(rows[0].one).toBe(1);
    } finally {
      await database.close();
    }
  });

  it("keeps an idle connection for minutes, not pg's 10 seconds (decision 0368)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const database = openPostgres(url!, 2);
    try {
      const [{ pid }] = (await database.pool.query("SELECT pg_backend_pid() AS pid")).rows;
      // After a lull longer than pg's default, the next request finds the same connection:
      // no new connection, no named statement parsed again.
      vi.advanceTimersByTime(60_000);
      expect(database.pool.idleCount).toBe(1);
      const [again] = (await database.pool.query("SELECT pg_backend_pid() AS pid")).rows;
      expect(again.pid).toBe(pid);
      // Idle past its time, it is closed.
      vi.advanceTimersByTime(POOL_IDLE_MS + 1);
      expect(database.pool.totalCount).toBe(0);
    } finally {
      vi.useRealTimers();
      await database.close();
    }
  });
});
