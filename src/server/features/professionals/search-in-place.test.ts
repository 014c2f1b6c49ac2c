import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { searchPages, uniqueWord } from "@server/test/search-helpers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACE_PLAN_ROWS } from "./search-professionals";

// Decision 0414: a search narrowed to a place reads a bairro from the places index and sorts it;
// a city walks a few rows of the order first and reads the places index when the city is small
// (in decision 0040's order, each place's own rows are walked instead: decision 0418).
// Only the plan changes, never the answer: each way must give the same professionals, in the
// same order and pages, as the name search (another plan of the same order, decision 0127).
// With a small bound a handful of professionals takes each way.
const t = setupTestApp();
const saved = { ...PLACE_PLAN_ROWS };
let last: string;
let bigBairro: string;
let smallBairro: string;

beforeAll(async () => {
  Object.assign(PLACE_PLAN_ROWS, { walk: 3 });
  last = uniqueWord();
  bigBairro = `Vila ${uniqueWord()}`;
  smallBairro = `Vila ${uniqueWord()}`;
  const office = (first: string, neighborhood: string, city = "São Paulo", state = "SP") =>
    makeProfessional(t.db, {
      serviceOptions: ["local_proprio"],
      officeNeighborhood: neighborhood,
      profile: { officeCity: city, officeState: state },
      user: { firstName: first, lastName: last },
    });
  // In the search order (all unrated: by name), Manaus holds the 1st, 3rd and 5th professionals
  // of the order and São Paulo the rest: Manaus's first page of 2 is within the first 3 rows
  // walked, São Paulo's is not.
  for (const [first, city, state] of [
    ["Ana", "Manaus", "AM"],
    ["Bia", "São Paulo", "SP"],
    ["Caio", "Manaus", "AM"],
    ["Davi", "São Paulo", "SP"],
    ["Eva", "Manaus", "AM"],
  ] as const) {
    await office(first, city === "Manaus" ? "Centro" : smallBairro, city, state);
  }
  // Five in one bairro, and São Paulo's other two in another. Saved last first: the table's
  // order is not the search's.
  for (const first of ["Joana", "Iris", "Hugo", "Gil", "Fabio"]) await office(first, bigBairro);
});

afterAll(() => {
  Object.assign(PLACE_PLAN_ROWS, saved);
});

/** Every page of a search, 2 at a time, as ids in the order shown. */
async function allPages(params: Record<string, string>) {
  const client = await signInAs(t.app, await makeClient(t.db));
  return (await searchPages(client, params)).flat().map((p) => p.id);
}

describe("a search narrowed to a place, planned for any place (decision 0414)", () => {
  const cases: [string, Record<string, string>, number][] = [
    ["a bairro of five", { city: "São Paulo", neighborhood: "" }, 5],
    ["a bairro of two", { city: "São Paulo", neighborhood: "" }, 2],
    ["a city whose page is in the first rows walked", { city: "Manaus" }, 3],
    ["a city whose page is not (read and sorted)", { city: "São Paulo" }, 7],
    ["a bairro nobody has", { city: "São Paulo", neighborhood: "Vila Ninguém" }, 0],
    ["a city nobody here has", { city: "Bom Jesus", state: "PI" }, 0],
  ];
  for (const [what, base, count] of cases) {
    it(`finds ${what} as the name search does, page by page, in every order`, async () => {
      const params = { ...base };
      if (params.neighborhood === "") {
        params.neighborhood = count === 5 ? bigBairro : smallBairro;
      }
      for (const sort of [undefined, "lowest_price", "next_available"]) {
        const withSort = sort ? { ...params, sort } : params;
        const inPlace = await allPages(withSort);
        expect(inPlace).toHaveLength(count);
        expect(new Set(inPlace).size).toBe(count);
        expect(inPlace).toEqual(await allPages({ ...withSort, name: last }));
      }
    });
  }
});
