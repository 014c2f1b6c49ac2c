import { buildApp } from "@server/app";
import type { Database } from "@server/db/client";
import { TEST_SESSION_SECRET } from "@server/test/app";
import { openTestDatabase } from "@server/test/db";
import { makeClient } from "@server/test/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionDemoCheck, resolveDemoMode } from "./demo-mode";
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

describe("demo mode in production (decision 0181)", () => {
  let fresh: Database;
  beforeAll(async () => {
    fresh = await openTestDatabase();
  });
  afterAll(async () => fresh.close());

  it("seeds nothing on an empty database unless DEMO_DATA=on is set explicitly", async () => {
    expect(await resolveDemoMode(fresh, undefined, true)).toBe(false);
    expect(await resolveDemoMode(fresh, false, true)).toBe(false);
    expect(await resolveDemoMode(fresh, true, true)).toBe(true);
  });

  it("warns loudly when DEMO_DATA=on, and refuses to serve a database holding the demo accounts otherwise", async () => {
    expect(await productionDemoCheck(fresh, false, false)).toBeNull();
    expect(await productionDemoCheck(fresh, false, true)).toBeNull();
    const warning = await productionDemoCheck(fresh, true, true);
    expect(warning?.refuse).toBe(false);
    expect(warning?.message).toContain("DEMO_DATA=on");
    expect(warning?.message).toContain("senhas públicas");

    await seedDemoData(fresh.db);
    const refusal = await productionDemoCheck(fresh, false, true);
    expect(refusal?.refuse).toBe(true);
    expect(refusal?.message).toContain("admin@acolher.demo");
    expect(await productionDemoCheck(fresh, false, false)).toBeNull(); // development: fine
  }, 60_000);

  it("never lists the demo logins from a production app, even with DEMO_DATA=on", async () => {
    const app = await buildApp({
      db: fresh.db,
      sessionSecret: TEST_SESSION_SECRET,
      demoMode: true,
      production: true,
    });
    try {
      const res = await app.inject({ url: "/api/auth/demo-accounts" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
