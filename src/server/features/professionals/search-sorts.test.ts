import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeClient, signInAs } from "@server/test/factories";
import { loopGuard } from "@server/test/loop-guard";
import { giveRatings, makeSearchableProfessional, uniqueWord } from "@server/test/search-helpers";
import { beforeAll, describe, expect, it } from "vitest";

/** Issue 18 §5: 'Menor preço', 'Melhor avaliação' and the number of results (decision 0342). */
const t = setupTestApp();
let client: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
});

interface Card {
  id: string;
  firstName: string;
  professionalProfile: { priceRange: string };
}

const get = async (url: string) => {
  const res = await client.request({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (cards: Card[]) => cards.map((card) => card.firstName);

/** Professionals in a bairro of their own: a search by it finds only them, without a name. */
async function inOwnBairro(people: { name: string; price: string; ratings?: number[] }[]) {
  const bairro = uniqueWord("Bairro");
  for (const person of people) {
    const pro = await makeSearchableProfessional(t.db, {
      serviceOptions: ["local_proprio"],
      officeNeighborhood: bairro,
      price: person.price,
      user: { firstName: person.name },
    });
    if (person.ratings) await giveRatings(t.db, pro.id, person.ratings);
  }
  return `specialty=Psicologia&serviceOptions=local_proprio&neighborhood=${bairro}`;
}

/** Every page of `limit` by 'Carregar mais' (after = the last one shown). */
async function allPages(query: string, limit: number): Promise<Card[]> {
  const cards: Card[] = [];
  const guard = loopGuard(20, "search pages");
  for (;;) {
    guard();
    const after = cards.at(-1) ? `&after=${cards.at(-1)!.id}` : "";
    const pageCards = (await get(
      `/api/professionals/search?${query}&limit=${limit}${after}`,
    )) as Card[];
    cards.push(...pageCards);
    if (pageCards.length < limit) return cards;
  }
}

describe("sort=lowest_price", () => {
  it("lists the cheapest first, page after page", async () => {
    const query = await inOwnBairro([
      { name: "Cara", price: "300.00" },
      { name: "Barata", price: "90.00" },
      { name: "Media", price: "180.00" },
      { name: "Mediana", price: "180.00" },
    ]);
    const cards = await allPages(`${query}&sort=lowest_price`, 1);
    expect(cards.map((card) => card.professionalProfile.priceRange)).toEqual([
      "90.00",
      "180.00",
      "180.00",
      "300.00",
    ]);
    expect(names(cards).slice(0, 1)).toEqual(["Barata"]);
    expect(new Set(cards.map((card) => card.id)).size).toBe(4);
    // The price window narrows the same walk.
    const window = await get(
      `/api/professionals/search?${query}&sort=lowest_price&minPrice=100&maxPrice=200`,
    );
    expect(window.map((card: Card) => card.professionalProfile.priceRange)).toEqual([
      "180.00",
      "180.00",
    ]);
  });
});

describe("sort=best_rated", () => {
  it("weighs the average by how many reviews back it; the unrated last", async () => {
    const query = await inOwnBairro([
      { name: "Umavez", price: "100.00", ratings: [5] },
      { name: "Constante", price: "100.00", ratings: [5, 5, 5, 5, 5, 5, 5, 5, 4, 4] },
      { name: "Nova", price: "100.00" },
      { name: "Quatro", price: "100.00", ratings: [4] },
    ]);
    // 4,8 from ten reviews before 5,0 from one (decision 0342); relevância keeps decision
    // 0040's raw average.
    expect(names(await allPages(`${query}&sort=best_rated`, 1))).toEqual([
      "Constante",
      "Umavez",
      "Quatro",
      "Nova",
    ]);
    expect(names(await get(`/api/professionals/search?${query}`))).toEqual([
      "Umavez",
      "Constante",
      "Quatro",
      "Nova",
    ]);
  });

  it("refuses an unknown order in Portuguese", async () => {
    const res = await client.request({ url: "/api/professionals/search?sort=cheapest" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Ordenação inválida");
  });
});

describe("GET /api/professionals/search/count", () => {
  it("counts what the filters find, whatever the page, keyset or order", async () => {
    const query = await inOwnBairro([
      { name: "Ana", price: "100.00" },
      { name: "Bia", price: "200.00" },
      { name: "Cris", price: "300.00" },
    ]);
    expect(await get(`/api/professionals/search/count?${query}`)).toEqual({
      count: 3,
      more: false,
    });
    expect(
      await get(`/api/professionals/search/count?${query}&maxPrice=250&sort=lowest_price&limit=1`),
    ).toEqual({ count: 2, more: false });
    const name = uniqueWord("Ninguem");
    expect(await get(`/api/professionals/search/count?name=${name}`)).toEqual({
      count: 0,
      more: false,
    });
  });
});
