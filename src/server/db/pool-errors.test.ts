import { describe, expect, it } from "vitest";
import { openPostgres } from "./client";

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
});
