import { FAVOURITE_MESSAGES, FAVOURITES_CAP } from "@domain/contracts/favourites";
import { favourites } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { makeSearchableProfessional } from "@server/test/search-helpers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

/** Issue 18 §5: 'Salvar' and the client's 'Favoritos' (decision 0343). */
const t = setupTestApp();
const newClient = async () => signInAs(t.app, await makeClient(t.db));
type Caller = Awaited<ReturnType<typeof newClient>>;
const save = (caller: Caller, id: string) =>
  caller.request({ method: "PUT", url: `/api/favourites/${id}` });
const remove = (caller: Caller, id: string) =>
  caller.request({ method: "DELETE", url: `/api/favourites/${id}` });
const listOf = async (caller: Caller) => {
  const res = await caller.request({ url: "/api/favourites" });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; firstName: string }[];
};

describe("favourites", () => {
  it("lists the saved professionals as search cards, newest saved first, and removes them", async () => {
    const client = await newClient();
    const first = await makeSearchableProfessional(t.db, { user: { firstName: "Primeira" } });
    const second = await makeSearchableProfessional(t.db, { user: { firstName: "Segunda" } });
    expect((await save(client, first.id)).json()).toEqual({
      professionalId: first.id,
      saved: true,
    });
    await save(client, second.id);
    const list = await listOf(client);
    expect(list.map((card) => card.firstName)).toEqual(["Segunda", "Primeira"]);
    // The card as search returns it: register, price, next free slot.
    const card = (await client.request({ url: "/api/favourites" })).json()[0];
    expect(card).toMatchObject({
      id: second.id,
      professionalProfile: { priceRange: "150.00", professionalRegister: expect.any(String) },
      nextAvailableAt: expect.any(String),
    });
    expect((await client.request({ url: "/api/favourites/ids" })).json()).toEqual([
      second.id,
      first.id,
    ]);
    expect((await remove(client, second.id)).json()).toEqual({
      professionalId: second.id,
      saved: false,
    });
    expect((await remove(client, second.id)).statusCode).toBe(200);
    expect((await listOf(client)).map((card) => card.id)).toEqual([first.id]);
  });

  it("never shows one client's list to another", async () => {
    const owner = await newClient();
    const other = await newClient();
    const pro = await makeSearchableProfessional(t.db);
    await save(owner, pro.id);
    expect(await listOf(other)).toEqual([]);
    expect((await other.request({ url: "/api/favourites/ids" })).json()).toEqual([]);
    // Removing from one's own list leaves the other's untouched.
    await remove(other, pro.id);
    expect((await listOf(owner)).map((card) => card.id)).toEqual([pro.id]);
  });

  it("keeps one row when the same professional is saved twice at once", async () => {
    const client = await newClient();
    const pro = await makeSearchableProfessional(t.db);
    const answers = await Promise.all(Array.from({ length: 5 }, () => save(client, pro.id)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(favourites)
      .where(eq(favourites.clientId, client.userId));
    expect(rows[0]!.n).toBe(1);
  });

  it("answers 404 for a professional the client may not see, and for an unknown one", async () => {
    const client = await newClient();
    const unverified = await makeProfessional(t.db, { verified: false });
    const banned = await makeSearchableProfessional(t.db, { user: { isBanned: true } });
    for (const id of [unverified.id, banned.id, crypto.randomUUID(), client.userId]) {
      const res = await save(client, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Profissional não encontrado");
    }
    expect((await save(client, "not-a-uuid")).statusCode).toBe(400);
  });

  it("hides a saved professional once search no longer shows them", async () => {
    const client = await newClient();
    const pro = await makeSearchableProfessional(t.db);
    await save(client, pro.id);
    await t.db.execute(sql`UPDATE users SET is_banned = true WHERE id = ${pro.id}`);
    expect(await listOf(client)).toEqual([]);
  });

  it(`refuses a save past ${FAVOURITES_CAP} with a Portuguese message`, async () => {
    const client = await newClient();
    const pro = await makeSearchableProfessional(t.db);
    const others = await makeSearchableProfessional(t.db);
    // The cap counts the client's rows: cap − 1 of them, naming accounts made in one statement.
    const users = await t.db.execute(sql`
      INSERT INTO users (email, first_name, last_name, role)
      SELECT 'fav-cap-' || gen_random_uuid() || '@example.com', 'X', 'Y', 'professional'
      FROM generate_series(1, ${FAVOURITES_CAP - 1})
      RETURNING id`);
    const ids = (users as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    await t.db
      .insert(favourites)
      .values(
        ids.map((id) => ({ clientId: client.userId, professionalId: id, createdAt: testNow() })),
      );
    expect((await save(client, pro.id)).statusCode).toBe(200);
    const refused = await save(client, others.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(FAVOURITE_MESSAGES.cap);
    // Saving one already saved still answers saved.
    expect((await save(client, pro.id)).statusCode).toBe(200);
  });
});
