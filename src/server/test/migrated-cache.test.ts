import { mkdirSync } from "node:fs";
import path from "node:path";
import { openPglite } from "@server/db/client";
import { describe, expect, it } from "vitest";
import { copyMigratedPglite } from "./migrated-cache";
import { tempDirForFile } from "./temp-dir";

describe("the migrated data folder spawned servers start on (decision 0371)", () => {
  it("holds every migration and no rows, and is a copy of its own", async () => {
    const dir = tempDirForFile("migrated-copy");
    const first = path.join(dir, "a");
    const second = path.join(dir, "b");
    await copyMigratedPglite(first);
    await copyMigratedPglite(second);
    const database = await openPglite({ dataDir: first });
    try {
      const applied = await database.client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations",
      );
      expect(applied.rows[0]!.n).toBeGreaterThan(0);
      // Migrating again changes nothing: the folder is up to date.
      await database.migrate();
      const again = await database.client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations",
      );
      expect(again.rows[0]!.n).toBe(applied.rows[0]!.n);
      expect((await database.client.query("SELECT 1 FROM users")).rows).toEqual([]);
      await database.client.query(
        "INSERT INTO users (email, first_name, last_name) VALUES ('a@b.c', 'A', 'B')",
      );
    } finally {
      await database.close();
    }
    // The second copy did not see the first one's write.
    const other = await openPglite({ dataDir: second });
    try {
      expect((await other.client.query("SELECT 1 FROM users")).rows).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it("refuses to copy over a folder that exists", async () => {
    const existing = path.join(tempDirForFile("migrated-existing"), "pglite");
    mkdirSync(existing);
    await expect(copyMigratedPglite(existing)).rejects.toThrow(/already exists/);
  });
});
