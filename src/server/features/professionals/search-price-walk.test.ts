import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { searchPages, uniqueWord } from "@server/test/search-helpers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICE_WALK_ROWS } from "./search-professionals";

// Decision 0419: a price window first walks a few rows of the order and keeps the matches when
// they fill the page; else the window is read and sorted. Only the plan changes, never the
// answer. With a walk of 3 rows and pages of 2, this file's professionals (all unrated: in
// their names' order) reach both ways: pages 1 and 2 are found in their walks, page 3's walk
// finds one of its two.
const t = setupTestApp();
const saved = { ...PRICE_WALK_ROWS };
let last: string;

beforeAll(async () => {
  Object.assign(PRICE_WALK_ROWS, { walk: 3 });
  last = uniqueWord();
  for (const [first, price] of [
    ["Ana", "100.00"],
    ["Bia", "300.00"],
    ["Caio", "120.00"],
    ["Davi", "310.00"],
    ["Eva", "130.00"],
    ["Fabio", "140.00"],
    ["Gil", "500.00"],
    ["Hugo", "510.00"],
    ["Iris", "145.00"],
    ["Joana", "120.00"],
    ["Lia", "90.00"],
  ] as const) {
    await makeProfessional(t.db, { price, user: { firstName: first, lastName: last } });
  }
});

afterAll(() => {
  Object.assign(PRICE_WALK_ROWS, saved);
});

/** Every page of a search, 2 at a time, as first names in the order shown. */
async function pages(params: Record<string, string>) {
  const client = await signInAs(t.app, await makeClient(t.db));
  return (await searchPages(client, params)).map((page) => page.map((p) => p.firstName));
}

describe("a price window, walked first (decision 0419)", () => {
  it("gives every page the window holds, in order, whichever way each was found", async () => {
    const window = { minPrice: "100", maxPrice: "150" };
    expect(await pages(window)).toEqual([["Ana", "Caio"], ["Eva", "Fabio"], ["Iris", "Joana"], []]);
    // The same with a name (the name's own walk) and with only one bound.
    expect(await pages({ ...window, name: last })).toEqual(await pages(window));
    expect((await pages({ minPrice: "300" })).flat()).toEqual(["Bia", "Davi", "Gil", "Hugo"]);
    expect((await pages({ maxPrice: "100" })).flat()).toEqual(["Ana", "Lia"]);
  });
});
