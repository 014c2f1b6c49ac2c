import { SEARCH_PAGE_SIZE } from "@domain/contracts/professionals";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeClient, signInAs } from "@server/test/factories";
import { loopGuard } from "@server/test/loop-guard";
import { giveRatings, makeSearchableProfessional, uniqueWord } from "@server/test/search-helpers";
import { beforeAll, describe, expect, it } from "vitest";

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

describe("GET /api/professionals/search: pages by keyset (decision 0120)", () => {
  type Row = Awaited<ReturnType<typeof page>>[number] & { id: string };
  const walk = async (query: string, limit: number) => {
    const pages: Row[][] = [];
    let after = "";
    const turn = loopGuard(100, "search pages");
    for (;;) {
      turn();
      const rows = (await page(`${query}&limit=${limit}${after}`)) as Row[];
      pages.push(rows);
      if (rows.length < limit) return pages;
      after = `&after=${rows.at(-1)!.id}`;
    }
  };

  it("returns 24 by default and the page after the last one shown, without repeats", async () => {
    const last = uniqueWord();
    for (let i = 0; i < SEARCH_PAGE_SIZE + 2; i++) {
      const firstName = `P${String(i).padStart(2, "0")}`;
      await makeSearchableProfessional(t.db, { user: { firstName, lastName: last } });
    }
    const first = (await page(`name=${last}`)) as Row[];
    expect(first).toHaveLength(SEARCH_PAGE_SIZE);
    const second = await page(`name=${last}&after=${first.at(-1)!.id}`);
    expect(second.map((p) => p.firstName)).toEqual(["P24", "P25"]);
    const small = await page(`name=${last}&limit=3&after=${first[4]!.id}`);
    expect(small.map((p) => p.firstName)).toEqual(["P05", "P06", "P07"]);
  });

  it("walks ties (same rating, reviews and name) page by page with no duplicates or gaps", async () => {
    const last = uniqueWord();
    const made: string[] = [];
    for (const [firstName, ratings] of [
      ["Ana", [5]],
      ["Ana", [5]],
      ["Ana", [5]],
      ["Bia", [4, 5]],
      ["Bia", [5, 4]],
      ["Ana", []],
      ["Ana", []],
      ["Ana", []],
    ] as const) {
      const pro = await makeSearchableProfessional(t.db, { user: { firstName, lastName: last } });
      await giveRatings(t.db, pro.id, [...ratings]);
      made.push(pro.id);
    }
    const all = (await page(`name=${last}`)) as Row[];
    expect(all.map((p) => p.firstName)).toEqual([
      "Ana",
      "Ana",
      "Ana",
      "Bia",
      "Bia",
      "Ana",
      "Ana",
      "Ana",
    ]);
    const tiesById = (ids: string[]) => [...ids].sort();
    expect(all.slice(0, 3).map((p) => p.id)).toEqual(tiesById(made.slice(0, 3)));
    for (const limit of [1, 2, 3]) {
      const pages = await walk(`name=${last}`, limit);
      expect(pages.flat().map((p) => p.id)).toEqual(all.map((p) => p.id));
    }
  });

  it("has nothing after a professional who does not exist", async () => {
    expect(await page("after=00000000-0000-4000-8000-000000000000")).toEqual([]);
  });
});
