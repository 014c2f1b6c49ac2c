import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { openTestDatabase } from "../test/db";
import { makeClient } from "../test/factories";
import { resolveDemoMode } from "./demo-mode";
import { seedDemoData } from "./seed";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe("demo mode", () => {
  it("follows DEMO_DATA when it is set", async () => {
    expect(await resolveDemoMode(database, false)).toBe(false);
    expect(await resolveDemoMode(database, true)).toBe(true);
  });

  it("is on for an empty embedded database, off once real users exist, on again once seeded", async () => {
    const embedded = database.kind === "pglite";
    expect(await resolveDemoMode(database, undefined)).toBe(embedded);
    await makeClient(database.db);
    expect(await resolveDemoMode(database, undefined)).toBe(false);
    await seedDemoData(database.db);
    expect(await resolveDemoMode(database, undefined)).toBe(embedded);
  });
});
