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

describe("GET /api/professionals/price-range", () => {
  it("answers the spec's 0 to 1000 while nobody can be found", async () => {
    await makeProfessional(t.db, { price: "20.00", photo: false });
    expect(await range()).toEqual({ minPrice: 0, maxPrice: 1000 });
  });

  it("answers the lowest and highest price among searchable professionals only", async () => {
    await makeSearchableProfessional(t.db, { price: "80.50" });
    await makeSearchableProfessional(t.db, { price: "320.00" });
    await makeSearchableProfessional(t.db, { price: "5000.00", verified: false });
    expect(await range()).toEqual({ minPrice: 80.5, maxPrice: 320 });
  });
});
