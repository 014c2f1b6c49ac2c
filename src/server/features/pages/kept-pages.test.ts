import { buildApp } from "@server/app";
import type { Db } from "@server/db/client";
import { professionalProfiles } from "@server/db/schema";
import { TEST_SESSION_SECRET } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { openTestDatabase } from "@server/test/db";
import { makeClient, signInAs } from "@server/test/factories";
import { professionalPage as pageOf, visitPage } from "@server/test/page-helpers";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const TTL = 30_000;
let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
/** The app's clock, moved by the tests: the kept pages' life is read from it. */
let elapsed = 0;

beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  app = await buildApp({
    db,
    sessionSecret: TEST_SESSION_SECRET,
    publicUrl: "https://acolher.example",
    clock: () => new Date(testNow().getTime() + elapsed),
    pageCacheMs: TTL,
  });
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(async () => close?.());

const professionalPage = (options: { verified?: boolean } = {}) => pageOf(db, options);

const setPrice = (userId: string, price: string) =>
  db
    .update(professionalProfiles)
    .set({ priceRange: price })
    .where(eq(professionalProfiles.userId, userId));

const visit = (url: string, headers: Record<string, string> = {}) => visitPage(app, url, headers);

describe("a visitor's page kept for 30 seconds (decision 0356)", () => {
  it("serves the kept copy compressed, renders it again late in its life, and never keeps it past its time", async () => {
    const { user, url } = await professionalPage();
    const first = await visit(url, { "accept-encoding": "br" });
    expect(first.response.statusCode).toBe(200);
    expect(first.html).toContain("R$ 180,00");

    await setPrice(user.id, "250.00");
    elapsed += 10_000;
    const kept = await visit(url, { "accept-encoding": "br" });
    expect(kept.response.headers["content-encoding"]).toBe("br");
    expect(kept.response.headers.vary).toContain("accept-encoding");
    expect(kept.html).toBe(first.html);
    // Without brotli the same page comes as it is.
    expect((await visit(url)).html).toBe(first.html);

    // Late in its life (28 of its 30 s: past the latest drawn moment, nine tenths): this
    // visitor still gets the kept copy; the page is rendered again behind it.
    elapsed += 18_000;
    expect((await visit(url)).html).toContain("R$ 180,00");
    await expect
      .poll(async () => (await visit(url)).html, { timeout: 5_000, interval: 50 })
      .toContain("R$ 250,00");

    // A page nobody asks for late in its life leaves at its time.
    await setPrice(user.id, "300.00");
    elapsed += TTL;
    expect((await visit(url)).html).toContain("R$ 300,00");
  });

  it("renders again, one after another, every page that came due together", async () => {
    const pages = [await professionalPage(), await professionalPage(), await professionalPage()];
    for (const { url } of pages) await visit(url);
    for (const { user } of pages) await setPrice(user.id, "220.00");
    elapsed += 28_000;
    // Three visitors at once late in the pages' lives: each gets the kept copy.
    const kept = await Promise.all(pages.map(({ url }) => visit(url)));
    for (const { html } of kept) expect(html).toContain("R$ 180,00");
    // The queue of background renders reaches every page, not only the first.
    for (const { url } of pages) {
      await expect
        .poll(async () => (await visit(url)).html, { timeout: 5_000, interval: 50 })
        .toContain("R$ 220,00");
    }
  });

  it("is never what a signed-in person gets, and an outsider cannot make the server skip it", async () => {
    const { user, url } = await professionalPage();
    await visit(url);
    await setPrice(user.id, "410.00");
    const forged = await visit(url, { "x-acolher-page-refresh": "guess" });
    expect(forged.html).toContain("R$ 180,00");
    const client = await makeClient(db);
    const { cookie } = await signInAs(app, client);
    const signedIn = await visit(url, { cookie });
    expect(signedIn.html).toContain("R$ 410,00");
  });

  it("without PUBLIC_URL, pages name the local address: a Host header never reaches a page", async () => {
    const local = await buildApp({
      db,
      sessionSecret: TEST_SESSION_SECRET,
      clock: () => new Date(testNow().getTime() + elapsed),
      pageCacheMs: TTL,
    });
    try {
      const { url } = await professionalPage();
      const page = async (host: string) =>
        (await local.inject({ method: "GET", url, headers: { host } })).body;
      const canonical = async (host: string) =>
        /rel="canonical" href="([^"]+)"/.exec(await page(host))?.[1];
      // Rendered for a forged host, then kept: neither that answer nor the next names it.
      expect(await canonical("evil.example")).toBe(`http://localhost${url}`);
      expect(await page("evil.example")).not.toContain("evil.example");
      expect(await canonical("acolher.local:3000")).toBe(`http://localhost${url}`);
      expect(await page("acolher.local:3000")).not.toContain("evil.example");
    } finally {
      await local.close();
    }
  });
});
