import { KNOWN_COOKIE_MS, VISITOR_REQUESTS_PER_MINUTE } from "@server/auth/visitor-limit";
import { professionalProfiles, reviews, users } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeClient, makeConfirmation, signInAs } from "@server/test/factories";
import { makeSearchableProfessional, uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

// Issue 18 §1, decisions 0320-0323: visitors (nobody signed in) search and read profiles.
let instant = testNow();
const t = setupTestApp({ clock: () => instant });

let lastAddress = 0;
/** Each test browses from an address of its own, so the visitor limit is its own too. */
const newAddress = () => `203.0.113.${++lastAddress}`;
const visit = (url: string, remoteAddress = newAddress()) =>
  t.app.inject({ method: "GET", url, remoteAddress });

describe("a visitor (not signed in)", () => {
  it("finds verified professionals in the search, never the unverified", async () => {
    const last = uniqueWord();
    await makeSearchableProfessional(t.db, { user: { firstName: "Vera", lastName: last } });
    await makeSearchableProfessional(t.db, {
      user: { firstName: "Nina", lastName: last },
      verified: false,
    });
    const res = await visit(`/api/professionals/search?specialty=Psicologia&name=${last}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { firstName: string }) => p.firstName)).toEqual(["Vera"]);
    expect(res.body).not.toMatch(/email|phone|cpf/i);
    expect((await visit("/api/professionals/price-range")).statusCode).toBe(200);
  });

  it("reads a profile without the e-mail or phone, even when the professional shows them to clients", async () => {
    const pro = await makeSearchableProfessional(t.db, {
      user: { firstName: "Rita", phone: "11987654321" },
      profile: { showContact: true, shareEmail: true },
    });
    const res = await visit(`/api/professionals/${pro.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: pro.id, firstName: "Rita", email: null, phone: null });
    expect(res.body).not.toContain(pro.email);
    expect(res.body).not.toContain("11987654321");
    // A signed-in client still sees what the professional shows.
    const client = await signInAs(t.app, await makeClient(t.db));
    const seen = await client.request({ url: `/api/professionals/${pro.id}` });
    expect(seen.json()).toMatchObject({ email: pro.email, phone: "11987654321" });
  });

  it("may book (after signing in) exactly when the professional takes new patients", async () => {
    const open = await makeSearchableProfessional(t.db);
    const closed = await makeSearchableProfessional(t.db, {
      profile: { availableForNewPatients: false },
    });
    expect((await visit(`/api/professionals/${open.id}`)).json().viewerMayBook).toBe(true);
    expect((await visit(`/api/professionals/${closed.id}`)).json().viewerMayBook).toBe(false);
  });

  it("gets 'not found' for an unverified, banned or deleted professional", async () => {
    const unverified = await makeSearchableProfessional(t.db, { verified: false });
    const banned = await makeSearchableProfessional(t.db);
    await t.db.update(users).set({ isBanned: true }).where(eq(users.id, banned.id));
    const deleted = await makeSearchableProfessional(t.db);
    await t.db.update(users).set({ deletedAt: instant }).where(eq(users.id, deleted.id));
    for (const pro of [unverified, banned, deleted]) {
      const res = await visit(`/api/professionals/${pro.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Profissional não encontrado");
      expect((await visit(`/api/reviews/professional/${pro.id}`)).statusCode).toBe(404);
    }
  });

  it("reads the reviews with every author hidden; a signed-in client sees the names given", async () => {
    const pro = await makeSearchableProfessional(t.db, { profile: { reviewVisibility: "public" } });
    const author = await makeClient(t.db, { firstName: "Joana", lastName: "Prado" });
    const confirmation = await makeConfirmation(t.db, {
      clientId: author.id,
      professionalId: pro.id,
      startedMinutesAgo: 30 * 24 * 60,
      status: "confirmed",
      clientConfirmed: true,
      professionalConfirmed: true,
    });
    await t.db.insert(reviews).values({
      professionalId: pro.id,
      clientId: author.id,
      serviceConfirmationId: confirmation.id,
      rating: 5,
      comment: "Muito atenciosa",
      isAnonymous: false,
    });
    const res = await visit(`/api/reviews/professional/${pro.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      reviewCount: 1,
      reviews: [{ rating: 5, comment: "Muito atenciosa", client: null }],
    });
    expect(res.body).not.toMatch(/Joana|Prado/);
    const client = await signInAs(t.app, await makeClient(t.db));
    const seen = await client.request({ url: `/api/reviews/professional/${pro.id}` });
    expect(seen.json().reviews[0].client).toMatchObject({ firstName: "Joana", lastName: "Prado" });
  });

  it("is limited to 120 requests a minute per network, with a Portuguese 429; other networks and signed-in clients are not", async () => {
    const pro = await makeSearchableProfessional(t.db);
    const address = newAddress();
    const urls = [
      "/api/professionals/search",
      `/api/professionals/${pro.id}`,
      "/api/professionals/price-range",
      `/api/reviews/professional/${pro.id}`,
    ];
    // The minute starts over at its end, whatever second the clock is at now.
    instant = new Date(Math.ceil(instant.getTime() / 60_000) * 60_000 + 1_000);
    for (let i = 0; i < VISITOR_REQUESTS_PER_MINUTE; i++) {
      expect((await visit(urls[i % urls.length]!, address)).statusCode).toBe(200);
    }
    const refused = await visit(`/api/professionals/${pro.id}`, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "too_many_requests",
      message:
        "Muitas buscas em pouco tempo a partir desta rede. Aguarde um minuto e tente novamente.",
    });
    // Another address is not held back, nor a signed-in client at this one.
    expect((await visit("/api/professionals/search", newAddress())).statusCode).toBe(200);
    const client = await signInAs(t.app, await makeClient(t.db));
    const signedIn = await t.app.inject({
      method: "GET",
      url: "/api/professionals/search",
      remoteAddress: address,
      headers: { cookie: client.cookie },
    });
    expect(signedIn.statusCode).toBe(200);
    instant = new Date(instant.getTime() + 60_000);
    expect((await visit("/api/professionals/search", address)).statusCode).toBe(200);
  });

  it("shares a search's answer with everyone: a session cookie is read once a minute (decision 0417)", async () => {
    instant = new Date(Math.ceil(instant.getTime() / 60_000) * 60_000 + 1_000);
    const search = (remoteAddress: string, cookie?: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/professionals/search?specialty=Psicologia",
        remoteAddress,
        headers: cookie ? { cookie } : {},
      });
    // A signed-in client is never limited, and her reads leave her network's visitors theirs.
    const address = newAddress();
    const client = await signInAs(t.app, await makeClient(t.db));
    for (let i = 0; i < VISITOR_REQUESTS_PER_MINUTE + 30; i++) {
      expect((await search(address, client.cookie)).statusCode, `read ${i + 1}`).toBe(200);
    }
    for (let i = 0; i < VISITOR_REQUESTS_PER_MINUTE; i++) {
      expect((await search(address)).statusCode).toBe(200);
    }
    expect((await search(address)).statusCode).toBe(429);
    // A made-up cookie is a visitor's: it buys nothing.
    const forged = newAddress();
    for (let i = 0; i < VISITOR_REQUESTS_PER_MINUTE; i++) {
      // Not a token's form, a token's form that opens no session, or none at all.
      const made = [undefined, "acolher_session=inventado", `acolher_session=${"x".repeat(43)}`];
      const cookie = made[i % made.length];
      expect((await search(forged, cookie)).statusCode).toBe(200);
    }
    expect((await search(forged, "acolher_session=inventado")).statusCode).toBe(429);
    // A banned person is refused and signed out by the search too, as on every route...
    const signedInClient = async () => {
      const someone = await makeClient(t.db);
      const { cookie } = await signInAs(t.app, someone);
      const ban = () =>
        t.db
          .update(users)
          .set({ isBanned: true, banReason: "uso_indevido" })
          .where(eq(users.id, someone.id));
      return { cookie, ban };
    };
    const first = await signedInClient();
    await first.ban();
    const refused = await search(newAddress(), first.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "banned" });
    expect(String(refused.headers["set-cookie"])).toMatch(/acolher_session=;/);
    expect((await search(newAddress(), first.cookie)).statusCode).toBe(200); // now a visitor
    // ...but a cookie read in the last minute is trusted for that minute, for these public
    // answers only: her own data is refused at once, and the search a minute later.
    const second = await signedInClient();
    expect((await search(newAddress(), second.cookie)).statusCode).toBe(200);
    await second.ban();
    expect((await search(newAddress(), second.cookie)).statusCode).toBe(200);
    instant = new Date(instant.getTime() + KNOWN_COOKIE_MS);
    expect((await search(newAddress(), second.cookie)).statusCode).toBe(403);
    const third = await signedInClient();
    expect((await search(newAddress(), third.cookie)).statusCode).toBe(200);
    await third.ban();
    const own = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: third.cookie },
    });
    expect(own.statusCode).toBe(403);
  });

  it("still gets 401 from every signed-in read and change", async () => {
    const pro = await makeSearchableProfessional(t.db);
    for (const url of [
      "/api/appointments",
      `/api/agenda/availability/${pro.id}`,
      `/api/reviews/can-review/${pro.id}`,
      "/api/favourites",
      "/api/auth/user",
    ]) {
      const res = await visit(url);
      if (res.statusCode === 404) continue; // a route another slice has not added yet
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe("Você precisa entrar para continuar.");
    }
    const booking = await t.app.inject({
      method: "POST",
      url: "/api/appointments",
      payload: { professionalId: pro.id },
      remoteAddress: newAddress(),
    });
    expect(booking.statusCode).toBe(401);
  });
});

describe("GET /api/public/stats", () => {
  it("counts the professionals a visitor may find and the cities they serve in person, once a minute", async () => {
    instant = new Date(instant.getTime() + 120_000);
    const before = (await visit("/api/public/stats")).json();
    const city = uniqueWord("Cidade");
    // Two offices in cities of the same name in two states (as Bom Jesus - PI and - RS): two
    // cities served; a third office in one of them adds none.
    for (const state of ["AM", "PI", "AM"]) {
      const pro = await makeSearchableProfessional(t.db, { serviceOptions: ["local_proprio"] });
      await t.db
        .update(professionalProfiles)
        .set({ officeCity: city, officeState: state })
        .where(eq(professionalProfiles.userId, pro.id));
    }
    await makeSearchableProfessional(t.db, { verified: false });
    // Within the minute, the same numbers (one count per minute, not per request).
    expect((await visit("/api/public/stats")).json()).toEqual(before);
    instant = new Date(instant.getTime() + 61_000);
    const after = await visit("/api/public/stats");
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      verifiedProfessionals: before.verifiedProfessionals + 3,
      citiesServed: before.citiesServed + 2,
    });
  });
});
