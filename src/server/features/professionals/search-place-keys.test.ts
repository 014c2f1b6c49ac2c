import { professionalProfiles as p, users } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { giveRatings, searchPages, uniqueWord } from "@server/test/search-helpers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

// Decision 0418: a search in a place walks search_place_keys, a copy of each searchable
// profile's places with its sort key and price, kept by the profile's triggers. Every change to
// what the copy holds must reach it in the same transaction, or a place's page shows someone
// who left, misses someone who came, or puts them out of order. The name search reads the
// profiles themselves (decision 0127): after each change, both must give the same pages.
const t = setupTestApp();
let client: Caller;
let last: string;
let bairro: string;
let other: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
  last = uniqueWord();
  bairro = `Vila ${uniqueWord()}`;
  other = `Vila ${uniqueWord()}`;
  for (const [first, price] of [
    ["Ana", "100.00"],
    ["Bia", "150.00"],
    ["Caio", "200.00"],
    ["Davi", "250.00"],
  ] as const) {
    const pro = await makeProfessional(t.db, {
      serviceOptions: ["local_proprio", "domiciliar"],
      officeNeighborhood: bairro,
      homeServiceAreas: [bairro],
      price,
      user: { firstName: first, lastName: last },
    });
    ids[first] = pro.id;
  }
});

/** Every page of a search, 2 at a time, as first names in the order shown. */
const pages = async (params: Record<string, string>) =>
  (await searchPages(client, params)).flat().map((p) => p.firstName);

/**
 * The bairro's pages (an office or home service there; in São Paulo; in a price window) and the
 * other bairro's, each checked against the name search's.
 */
async function inBairro() {
  const neighborhood = bairro;
  const searches: Record<string, string>[] = [
    { neighborhood, serviceOptions: "local_proprio,domiciliar" },
    { neighborhood, city: "São Paulo", state: "SP" },
    { neighborhood, serviceOptions: "local_proprio", minPrice: "120", maxPrice: "260" },
  ];
  const [all, inCity, priced, elsewhere] = await Promise.all(
    [...searches, { neighborhood: other, serviceOptions: "local_proprio" }].map(async (search) => {
      const found = await pages(search);
      expect(found, JSON.stringify(search)).toEqual(await pages({ ...search, name: last }));
      return found;
    }),
  );
  return { all, inCity, priced, elsewhere };
}

/** This test's rows of the copy that differ from what the profiles say now (none, if kept). */
async function drift() {
  const mine = Object.values(ids);
  const { rows } = (await t.db.execute(sql`
    (SELECT k.place, k.sort_rating, k.sort_reviews, k.sort_first_name, k.sort_last_name,
            k.user_id, k.price_range
       FROM search_place_keys k WHERE k.user_id IN ${mine}
     EXCEPT ALL
     SELECT place, sort_rating, sort_reviews, sort_first_name, sort_last_name, user_id, price_range
       FROM professional_profiles, unnest(search_places) AS place
      WHERE searchable AND user_id IN ${mine})
    UNION ALL
    (SELECT place, sort_rating, sort_reviews, sort_first_name, sort_last_name, user_id, price_range
       FROM professional_profiles, unnest(search_places) AS place
      WHERE searchable AND user_id IN ${mine}
     EXCEPT ALL
     SELECT k.place, k.sort_rating, k.sort_reviews, k.sort_first_name, k.sort_last_name,
            k.user_id, k.price_range
       FROM search_place_keys k WHERE k.user_id IN ${mine})`)) as unknown as { rows: unknown[] };
  return rows;
}

const setUser = (first: string, values: Partial<typeof users.$inferInsert>) =>
  t.db.update(users).set(values).where(eq(users.id, ids[first]!));
const setProfile = (first: string, values: Partial<typeof p.$inferInsert>) =>
  t.db.update(p).set(values).where(eq(p.userId, ids[first]!));

describe("a place's page follows every change to its professionals (decision 0418)", () => {
  it("orders, filters and drops them as the profiles say, in each change's transaction", async () => {
    const steps: [string, () => Promise<unknown>, Awaited<ReturnType<typeof inBairro>>][] = [
      [
        "as saved (all unrated: by name)",
        async () => {},
        {
          all: ["Ana", "Bia", "Caio", "Davi"],
          inCity: ["Ana", "Bia", "Caio", "Davi"],
          priced: ["Bia", "Caio", "Davi"],
          elsewhere: [],
        },
      ],
      [
        "a rating puts Davi first",
        () => giveRatings(t.db, ids.Davi!, [5]),
        {
          all: ["Davi", "Ana", "Bia", "Caio"],
          inCity: ["Davi", "Ana", "Bia", "Caio"],
          priced: ["Davi", "Bia", "Caio"],
          elsewhere: [],
        },
      ],
      [
        "private reviews rank as unrated (decision 0387)",
        () => setProfile("Davi", { reviewVisibility: "private" }),
        {
          all: ["Ana", "Bia", "Caio", "Davi"],
          inCity: ["Ana", "Bia", "Caio", "Davi"],
          priced: ["Bia", "Caio", "Davi"],
          elsewhere: [],
        },
      ],
      [
        "a new first name moves Ana after Bia",
        () => setUser("Ana", { firstName: "Bruna" }),
        {
          all: ["Bia", "Bruna", "Caio", "Davi"],
          inCity: ["Bia", "Bruna", "Caio", "Davi"],
          priced: ["Bia", "Caio", "Davi"],
          elsewhere: [],
        },
      ],
      [
        "a new price takes Caio out of the window",
        () => setProfile("Caio", { priceRange: "300.00" }),
        {
          all: ["Bia", "Bruna", "Caio", "Davi"],
          inCity: ["Bia", "Bruna", "Caio", "Davi"],
          priced: ["Bia", "Davi"],
          elsewhere: [],
        },
      ],
      [
        "Bia moves her office and stops serving at home",
        () =>
          setProfile("Bia", {
            officeNeighborhood: other,
            serviceOptions: ["local_proprio"],
          }),
        {
          all: ["Bruna", "Caio", "Davi"],
          inCity: ["Bruna", "Caio", "Davi"],
          priced: ["Davi"],
          elsewhere: ["Bia"],
        },
      ],
      [
        "a ban hides Davi",
        () => setUser("Davi", { isBanned: true }),
        { all: ["Bruna", "Caio"], inCity: ["Bruna", "Caio"], priced: [], elsewhere: ["Bia"] },
      ],
      [
        "lifting it shows him again",
        () => setUser("Davi", { isBanned: false }),
        {
          all: ["Bruna", "Caio", "Davi"],
          inCity: ["Bruna", "Caio", "Davi"],
          priced: ["Davi"],
          elsewhere: ["Bia"],
        },
      ],
      [
        "a deleted account leaves",
        () => setUser("Caio", { deletedAt: new Date("2026-11-27T12:00:00Z") }),
        { all: ["Bruna", "Davi"], inCity: ["Bruna", "Davi"], priced: ["Davi"], elsewhere: ["Bia"] },
      ],
      [
        "and so does a profile removed with its account",
        () => t.db.delete(users).where(eq(users.id, ids.Bia!)),
        { all: ["Bruna", "Davi"], inCity: ["Bruna", "Davi"], priced: ["Davi"], elsewhere: [] },
      ],
    ];
    for (const [what, change, expected] of steps) {
      await change();
      expect(await inBairro(), what).toEqual(expected);
      expect(await drift(), what).toEqual([]);
    }
    // Bia was in her new bairro, and only there, until her account went.
    const { rows } = (await t.db.execute(
      sql`SELECT count(*)::int AS n FROM search_place_keys WHERE user_id IN (${ids.Bia!}, ${ids.Caio!})`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(0);
  });
});
