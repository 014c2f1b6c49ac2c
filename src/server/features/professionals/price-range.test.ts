import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { makeSearchableProfessional } from "@server/test/search-helpers";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let client: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
});
const range = async () => (await client.request({ url: "/api/professionals/price-range" })).json();

describe("GET /api/professionals/price-range while nobody can be found", () => {
  // A database of its own: in the shared one, another test's professionals are searchable
  // (the order of tests is shuffled in CI).
  const empty = setupTestApp();
  it("answers the spec's 0 to 1000", async () => {
    await makeProfessional(empty.db, { price: "20.00", photo: false });
    const caller = await signInAs(empty.app, await makeClient(empty.db));
    const res = await caller.request({ url: "/api/professionals/price-range" });
    expect(res.json()).toEqual({ minPrice: 0, maxPrice: 1000 });
  });
});

describe("GET /api/professionals/price-range", () => {
  it("answers the lowest and highest price among searchable professionals only", async () => {
    await makeSearchableProfessional(t.db, { price: "80.50" });
    await makeSearchableProfessional(t.db, { price: "320.00" });
    await makeSearchableProfessional(t.db, { price: "5000.00", verified: false });
    expect(await range()).toEqual({ minPrice: 80.5, maxPrice: 320 });
  });
});
