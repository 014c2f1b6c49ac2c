import type { Db } from "@server/db/client";
import { professionalProfiles as p, reviews, users } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeAdmin, makeClient, signInAs } from "@server/test/factories";
import {
  awaitingByRule,
  giveRatings,
  makeSearchableProfessional,
  searchableByRule,
  uniqueWord,
} from "@server/test/search-helpers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let client: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
});

/** The stored state and the rule computed from the rows, read inside `db`'s transaction. */
async function stateOf(db: Db, id: string) {
  const [row] = await db
    .select({ stored: p.searchable, now: sql<boolean>`${searchableByRule()}` })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(eq(p.userId, id));
  return row!;
}

/** Applies `change` and reads the state in the same transaction: no later job fixes it up. */
async function afterChange(id: string, change: (tx: Db) => Promise<unknown>) {
  return t.db.transaction(async (tx) => {
    await change(tx as unknown as Db);
    return stateOf(tx as unknown as Db, id);
  });
}

const found = async (name: string) =>
  (await client.request({ url: `/api/professionals/search?name=${name}` }))
    .json()
    .map((r: { firstName: string }) => r.firstName);

describe("searchable state kept on the profile (decision 0120)", () => {
  it("flips in the same transaction as each change to the account or the profile", async () => {
    const last = uniqueWord();
    const pro = await makeSearchableProfessional(t.db, { user: { lastName: last } });
    const setUser = (values: Partial<typeof users.$inferInsert>) => (tx: Db) =>
      tx.update(users).set(values).where(eq(users.id, pro.id));
    const setProfile = (values: Partial<typeof p.$inferInsert>) => (tx: Db) =>
      tx.update(p).set(values).where(eq(p.userId, pro.id));
    const changes: [string, (tx: Db) => Promise<unknown>, (tx: Db) => Promise<unknown>][] = [
      ["ban", setUser({ isBanned: true }), setUser({ isBanned: false })],
      ["deletion", setUser({ deletedAt: new Date() }), setUser({ deletedAt: null })],
      ["photo", setUser({ profileImageId: null }), setUser({ profileImageId: pro.profileImageId })],
      ["name", setUser({ firstName: " " }), setUser({ firstName: "Profissional" })],
      ["verification", setProfile({ isVerified: false }), setProfile({ isVerified: true })],
      [
        "profile save",
        setProfile({ serviceOptions: [] }),
        setProfile({ serviceOptions: ["online"] }),
      ],
      ["price", setProfile({ priceRange: null }), setProfile({ priceRange: "120.00" })],
    ];
    for (const [name, hide, restore] of changes) {
      expect(await afterChange(pro.id, hide), name).toEqual({ stored: false, now: false });
      expect(await found(last), name).toEqual([]);
      expect(await afterChange(pro.id, restore), name).toEqual({ stored: true, now: true });
      expect(await found(last), name).toEqual(["Profissional"]);
    }
  });

  it("drops a professional banned by an admin from search at once", async () => {
    const last = uniqueWord();
    const pro = await makeSearchableProfessional(t.db, { user: { lastName: last } });
    const admin = await signInAs(t.app, await makeAdmin(t.db));
    const ban = (isBanned: boolean) =>
      admin.request({
        method: "PUT",
        url: `/api/admin/users/${pro.id}/ban`,
        payload: { isBanned, banReason: "uso_indevido" },
      });
    expect((await ban(true)).statusCode).toBe(200);
    expect(await found(last)).toEqual([]);
    expect((await ban(false)).statusCode).toBe(200);
    expect(await found(last)).toEqual(["Profissional"]);
  });

  it("reorders at once on a new review and on a renamed professional", async () => {
    const last = uniqueWord();
    const bruno = await makeSearchableProfessional(t.db, {
      user: { firstName: "Bruno", lastName: last },
    });
    const carla = await makeSearchableProfessional(t.db, {
      user: { firstName: "Carla", lastName: last },
    });
    expect(await found(last)).toEqual(["Bruno", "Carla"]);
    await giveRatings(t.db, carla.id, [3]);
    expect(await found(last)).toEqual(["Carla", "Bruno"]);
    await giveRatings(t.db, bruno.id, [5]);
    expect(await found(last)).toEqual(["Bruno", "Carla"]);
    await t.db.update(users).set({ firstName: "Ágata" }).where(eq(users.id, carla.id));
    await t.db.update(reviews).set({ rating: 5 }).where(eq(reviews.professionalId, carla.id));
    // Both 5 from one review: the folded name decides, and 'Ágata' sorts as 'agata'.
    expect(await found(last)).toEqual(["Ágata", "Bruno"]);
  });

  it("follows a saved office or home-service area in the neighbourhood filter at once", async () => {
    const last = uniqueWord();
    const pro = await makeSearchableProfessional(t.db, {
      user: { lastName: last },
      serviceOptions: ["local_proprio", "domiciliar"],
      officeNeighborhood: "Pinheiros",
      homeServiceAreas: ["Moema"],
    });
    const inPlace = async (neighborhood: string, option: string) =>
      (
        await client.request({
          url: `/api/professionals/search?name=${last}&serviceOptions=${option}&neighborhood=${encodeURIComponent(neighborhood)}`,
        })
      ).json().length;
    expect(await inPlace(" pinheiros ", "local_proprio")).toBe(1);
    expect(await inPlace("Moema", "local_proprio")).toBe(0);
    expect(await inPlace("moema", "domiciliar")).toBe(1);
    await t.db
      .update(p)
      .set({ officeNeighborhood: "Saúde", homeServiceAreas: ["Pinheiros"] })
      .where(eq(p.userId, pro.id));
    expect(await inPlace("saude", "local_proprio")).toBe(1);
    expect(await inPlace("Pinheiros", "local_proprio")).toBe(0);
    expect(await inPlace("Pinheiros", "domiciliar")).toBe(1);
    await t.db
      .update(p)
      .set({ serviceOptions: ["local_proprio"] })
      .where(eq(p.userId, pro.id));
    expect(await inPlace("Pinheiros", "domiciliar")).toBe(0);
  });

  it("matches names without case or accents", async () => {
    const last = uniqueWord("Conceição");
    await makeSearchableProfessional(t.db, { user: { firstName: "Antônio", lastName: last } });
    const plain = last.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
    expect(await found(encodeURIComponent(`antonio ${plain}`))).toEqual(["Antônio"]);
  });
});

describe("verification queue kept on the profile (decisions 0101, 0405)", () => {
  /** The stored flag and the rule computed from the rows, inside one transaction. */
  const queueStateOf = (db: Db, id: string) =>
    db
      .select({ stored: p.awaitingVerification, now: sql<boolean>`${awaitingByRule()}` })
      .from(p)
      .innerJoin(users, eq(users.id, p.userId))
      .where(eq(p.userId, id))
      .then((rows) => rows[0]!);

  it("enters and leaves the queue in the same transaction as each change", async () => {
    const pro = await makeSearchableProfessional(t.db, { verified: false });
    const change = (apply: (tx: Db) => Promise<unknown>) =>
      t.db.transaction(async (tx) => {
        await apply(tx as unknown as Db);
        return queueStateOf(tx as unknown as Db, pro.id);
      });
    const setUser = (values: Partial<typeof users.$inferInsert>) => (tx: Db) =>
      tx.update(users).set(values).where(eq(users.id, pro.id));
    const setProfile = (values: Partial<typeof p.$inferInsert>) => (tx: Db) =>
      tx.update(p).set(values).where(eq(p.userId, pro.id));
    const waiting = { stored: true, now: true };
    const out = { stored: false, now: false };
    expect(await queueStateOf(t.db, pro.id)).toEqual(waiting);
    const steps: [string, (tx: Db) => Promise<unknown>, typeof waiting][] = [
      ["ban", setUser({ isBanned: true }), out],
      ["unban", setUser({ isBanned: false }), waiting],
      ["photo removed", setUser({ profileImageId: null }), out],
      ["photo back", setUser({ profileImageId: pro.profileImageId }), waiting],
      [
        "rejected",
        setProfile({
          verificationRejectedAt: new Date(),
          verificationRejectionReason: "Registro não encontrado no conselho",
        }),
        out,
      ],
      [
        "saved again",
        setProfile({ verificationRejectedAt: null, verificationRejectionReason: null }),
        waiting,
      ],
      ["incomplete", setProfile({ serviceOptions: [] }), out],
      ["complete", setProfile({ serviceOptions: ["online"] }), waiting],
      ["verified", setProfile({ isVerified: true }), out],
      ["deleted", setUser({ deletedAt: new Date() }), out],
    ];
    for (const [name, apply, expected] of steps) {
      expect(await change(apply), name).toEqual(expected);
    }
  });
});
