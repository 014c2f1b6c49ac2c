import { beforeAll, describe, expect, it } from "vitest";
import { SEARCH_PAGE_SIZE } from "../../../domain/contracts/professionals";
import type { Caller } from "../../test/app";
import { setupTestApp } from "../../test/app";
import { makeClient, signInAs } from "../../test/factories";
import { giveRatings, makeSearchableProfessional, uniqueWord } from "../../test/search-helpers";

const t = setupTestApp();
let client: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
});

const page = async (query: string) => {
  const res = await client.request({ url: `/api/professionals/search?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    firstName: string;
    lastName: string;
    professionalProfile: { averageRating: number | null; reviewCount: number };
  }[];
};

describe("GET /api/professionals/search: order (docs/decisions/0040)", () => {
  it("puts the best average first, then the most reviews, then the unrated by name", async () => {
    const last = uniqueWord();
    const make = (firstName: string) =>
      makeSearchableProfessional(t.db, { user: { firstName, lastName: last } });
    const bruna = await make("Bruna");
    const carla = await make("Carla");
    const diego = await make("Diego");
    await make("Álvaro");
    await make("Beatriz");
    await giveRatings(t.db, bruna.id, [4, 5]);
    await giveRatings(t.db, carla.id, [5]);
    await giveRatings(t.db, diego.id, [4, 5, 4, 5]);
    const found = await page(`name=${last}`);
    expect(found.map((p) => p.firstName)).toEqual(["Carla", "Diego", "Bruna", "Álvaro", "Beatriz"]);
    expect(found[1]!.professionalProfile).toMatchObject({ averageRating: 4.5, reviewCount: 4 });
    expect(found[3]!.professionalProfile).toMatchObject({ averageRating: null, reviewCount: 0 });
  });

  it("breaks ties by last name, so the order never changes between requests", async () => {
    const first = uniqueWord("Nome");
    for (const lastName of ["Souza", "Almeida", "Melo"]) {
      await makeSearchableProfessional(t.db, { user: { firstName: first, lastName } });
    }
    const lastNames = (await page(`name=${first}`)).map((p) => p.lastName);
    expect(lastNames).toEqual(["Almeida", "Melo", "Souza"]);
  });
});

describe("GET /api/professionals/search: pages", () => {
  it("returns 24 by default and the next page from the offset, without repeats", async () => {
    const last = uniqueWord();
    for (let i = 0; i < SEARCH_PAGE_SIZE + 2; i++) {
      const firstName = `P${String(i).padStart(2, "0")}`;
      await makeSearchableProfessional(t.db, { user: { firstName, lastName: last } });
    }
    const first = await page(`name=${last}`);
    expect(first).toHaveLength(SEARCH_PAGE_SIZE);
    const second = await page(`name=${last}&offset=${SEARCH_PAGE_SIZE}`);
    expect(second.map((p) => p.firstName)).toEqual(["P24", "P25"]);
    const small = await page(`name=${last}&limit=5&offset=5`);
    expect(small.map((p) => p.firstName)).toEqual(["P05", "P06", "P07", "P08", "P09"]);
  });
});
