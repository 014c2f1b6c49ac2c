import { searchProfessionalsResponseSchema } from "@domain/contracts/professionals";
import { professionalProfiles, users } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeClient, signInAs } from "@server/test/factories";
import { giveRatings, makeSearchableProfessional, uniqueWord } from "@server/test/search-helpers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

// Decision 0412: the search's cards are written as JSON by PostgreSQL and sent as they are, not
// parsed with the contract on the way out. These pin every field to what the contract says.
const t = setupTestApp();
let client: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
});

const profileOf = async (id: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.id, id));
  const [profile] = await t.db
    .select()
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, id));
  return { user: user!, profile: profile! };
};

describe("GET /api/professionals/search: a card as the contract writes it (decision 0412)", () => {
  it("answers JSON with the contract's keys only, each value of its type", async () => {
    const last = uniqueWord();
    await makeSearchableProfessional(t.db, { user: { firstName: "Ana", lastName: last } });
    await makeSearchableProfessional(t.db, {
      specialty: "Nutrição",
      serviceOptions: ["online"],
      user: { firstName: "Bia", lastName: last },
    });
    const res = await client.request({ url: `/api/professionals/search?name=${last}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    const cards = res.json();
    expect(cards).toHaveLength(2);
    // Parsing strips a key the contract does not name and fails on a wrong type.
    expect(searchProfessionalsResponseSchema.parse(cards)).toEqual(cards);
    expect(res.body).not.toMatch(/cpf|email|password/i);
  });

  it("writes each value as the card reads it: price, rating, dates, photo, register, places", async () => {
    const last = uniqueWord();
    const pro = await makeSearchableProfessional(t.db, {
      specialty: "Nutrição",
      price: "180.50",
      user: { firstName: "Clara", lastName: last },
      profile: { titleForm: "feminine", startingFrom: true, officeComplement: "sala 3" },
    });
    await giveRatings(t.db, pro.id, [5, 4, 4]);
    // Microseconds the API's JavaScript never had: the card keeps milliseconds, cut, not rounded.
    await t.db.execute(
      sql`UPDATE users SET created_at = '2026-01-02 03:04:05.678901+00' WHERE id = ${pro.id}`,
    );
    const { user, profile } = await profileOf(pro.id);
    const res = await client.request({ url: `/api/professionals/search?name=${last}` });
    expect(res.json()).toEqual([
      {
        id: pro.id,
        firstName: "Clara",
        lastName: last,
        profileImageUrl: `/api/images/${user.profileImageId}`,
        createdAt: "2026-01-02T03:04:05.678Z",
        professionalProfile: {
          isVerified: true,
          specialties: ["Nutrição"],
          averageRating: 13 / 3,
          reviewCount: 3,
          reviewVisibility: "public",
          startingFrom: true,
          priceRange: "180.50",
          serviceOptions: ["online", "local_proprio", "domiciliar"],
          officeAddress: "Rua dos Pinheiros, 100",
          officeNeighborhood: "Pinheiros",
          officeCity: "São Paulo",
          officeState: "SP",
          officeComplement: "sala 3",
          homeServiceAreas: ["Pinheiros", "Moema"],
          availableForNewPatients: true,
          professionalRegister: profile.professionalRegister,
          titleForm: "feminine",
        },
        nextAvailableAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/),
        timeZone: "America/Sao_Paulo",
        publicNumber: profile.publicNumber,
      },
    ]);
  });

  it("writes nulls and empty lists where the card has nothing, and hides private ratings", async () => {
    const last = uniqueWord();
    const pro = await makeSearchableProfessional(t.db, {
      serviceOptions: ["online"],
      weekdays: [],
      user: { firstName: "Duda", lastName: last },
      profile: { reviewVisibility: "private" },
    });
    await giveRatings(t.db, pro.id, [5]);
    const res = await client.request({ url: `/api/professionals/search?name=${last}` });
    const [card] = res.json();
    expect(card).toMatchObject({
      id: pro.id,
      professionalProfile: {
        averageRating: null,
        reviewCount: 0,
        reviewVisibility: "private",
        startingFrom: false,
        officeAddress: null,
        officeNeighborhood: null,
        officeCity: null,
        officeState: null,
        officeComplement: null,
        homeServiceAreas: [],
        titleForm: null,
      },
      nextAvailableAt: null,
    });
  });

  it("answers an empty list as [] when nobody matches", async () => {
    const res = await client.request({ url: `/api/professionals/search?name=${uniqueWord()}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("[]");
  });
});
