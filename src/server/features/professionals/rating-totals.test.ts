import { reviews } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { makeClient, signInAs } from "@server/test/factories";
import { giveRatings, makeSearchableProfessional } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

describe("rating totals kept by the database", () => {
  it("follow every insert, change and delete of a review, as the public profile shows", async () => {
    const pro = await makeSearchableProfessional(t.db);
    const client = await signInAs(t.app, await makeClient(t.db));
    const profile = async () =>
      (await client.request({ url: `/api/professionals/${pro.id}` })).json().professionalProfile;

    expect(await profile()).toMatchObject({ averageRating: null, reviewCount: 0 });
    await giveRatings(t.db, pro.id, [5, 4, 3]);
    expect(await profile()).toMatchObject({ averageRating: 4, reviewCount: 3 });

    const [lowest] = await t.db.select().from(reviews).where(eq(reviews.rating, 3));
    await t.db.update(reviews).set({ rating: 1 }).where(eq(reviews.id, lowest!.id));
    expect((await profile()).averageRating).toBeCloseTo(10 / 3);

    await t.db.delete(reviews).where(eq(reviews.id, lowest!.id));
    expect(await profile()).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
  });
});
