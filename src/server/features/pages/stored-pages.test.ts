import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { buildApp } from "@server/app";
import type { Db } from "@server/db/client";
import { professionalProfiles, publicPageRenders, reviews, users } from "@server/db/schema";
import { publicPagesJob } from "@server/jobs/render-public-pages";
import { TEST_SESSION_SECRET } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { openTestDatabase } from "@server/test/db";
import { makeClient, signInAs } from "@server/test/factories";
import { professionalPage as pageOf, visitPage } from "@server/test/page-helpers";
import { giveRatings, uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { findProfilePage } from "./find-profile-page";
import { pageCodeFiles, storeRenderedPage } from "./stored-pages";

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  // No kept pages in the process (pageCacheMs 0): every visit below is the store or a render.
  app = await buildApp({
    db,
    sessionSecret: TEST_SESSION_SECRET,
    publicUrl: "https://acolher.example",
    clock: () => testNow(),
  });
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(async () => close?.());

const professionalPage = (options: { verified?: boolean } = {}) => pageOf(db, options);

const visit = (url: string, headers: Record<string, string> = {}) => visitPage(app, url, headers);

const storedRow = async (professionalId: string) =>
  (
    await db
      .select()
      .from(publicPageRenders)
      .where(eq(publicPageRenders.professionalId, professionalId))
  )[0];

/** What the store holds is what a visitor gets: a marker page put in its place shows it. */
const markStored = (professionalId: string, text: string) =>
  db
    .update(publicPageRenders)
    .set({ body: brotliCompressSync(`<!doctype html><p>${text}</p>`) })
    .where(eq(publicPageRenders.professionalId, professionalId));

describe("public pages kept in the database until they change (decision 0369)", () => {
  it("sends a rendered page from the store, compressed or not, and never a copy older than a change", async () => {
    const { user, url } = await professionalPage();
    const first = await visit(url, { "accept-encoding": "br" });
    expect(first.response.statusCode).toBe(200);
    expect(first.response.headers["content-encoding"]).toBe("br");
    expect(first.html).toContain("R$ 180,00");
    const row = await storedRow(user.id);
    expect(row?.path).toBe(url);
    expect(brotliDecompressSync(row!.body!).toString("utf8")).toBe(first.html);

    await markStored(user.id, "guardada");
    expect((await visit(url, { "accept-encoding": "br" })).html).toContain("guardada");
    expect((await visit(url)).html).toContain("guardada");
    expect((await visit(url, { "accept-encoding": "gzip" })).html).toContain("guardada");

    // A new price: the stored copy is gone in the same transaction; the next visit renders.
    await db
      .update(professionalProfiles)
      .set({ priceRange: "250.00" })
      .where(eq(professionalProfiles.userId, user.id));
    expect((await storedRow(user.id))?.body).toBeNull();
    const changed = await visit(url);
    expect(changed.html).toContain("R$ 250,00");
    expect(changed.html).not.toContain("guardada");
  });

  it("drops the stored page when a review comes, goes or changes, and when the name or a ban changes", async () => {
    const { user, url, number } = await professionalPage();
    await visit(url);
    await markStored(user.id, "guardada");
    await giveRatings(db, user.id, [4, 5]);
    const rated = await visit(url);
    expect(rated.html).not.toContain("guardada");
    expect(rated.html).toContain("4,5");

    await markStored(user.id, "guardada");
    await db
      .update(reviews)
      .set({ comment: "Excelente escuta" })
      .where(eq(reviews.professionalId, user.id));
    // (These tests run without the built render entry: the head shows the rating, not the text.)
    expect((await visit(url)).html).not.toContain("guardada");

    await markStored(user.id, "guardada");
    await db.delete(reviews).where(eq(reviews.professionalId, user.id));
    const unrated = await visit(url);
    expect(unrated.html).not.toContain("guardada");
    expect(unrated.html).not.toContain("4,5");

    // A new name: the old address moves to the new one, not the stored page.
    await markStored(user.id, "guardada");
    const renamed = uniqueWord("Clara");
    await db.update(users).set({ firstName: renamed }).where(eq(users.id, user.id));
    const moved = await visit(url);
    expect(moved.response.statusCode).toBe(301);
    const newUrl = `/profissional/${renamed.toLowerCase()}-lima-psicologa-${number}`;
    expect(moved.response.headers.location).toBe(newUrl);
    expect((await visit(newUrl)).html).toContain(renamed);

    await markStored(user.id, "guardada");
    await db.update(users).set({ isBanned: true }).where(eq(users.id, user.id));
    expect((await visit(newUrl)).response.statusCode).toBe(404);
  });

  it("does not keep a render of rows that changed while it was made", async () => {
    const { user, url, number } = await professionalPage();
    const read = await findProfilePage(db, number);
    if (read.status !== "found") throw new Error("the page should be found");
    await db
      .update(professionalProfiles)
      .set({ priceRange: "300.00" })
      .where(eq(professionalProfiles.userId, user.id));
    const page = { professionalId: user.id, variant: "v", path: url, body: Buffer.from("x") };
    expect(await storeRenderedPage(db, { ...page, version: read.renderVersion })).toBe(false);
    expect((await storedRow(user.id))?.body).toBeNull();
    const again = await findProfilePage(db, number);
    if (again.status !== "found") throw new Error("the page should be found");
    expect(await storeRenderedPage(db, { ...page, version: again.renderVersion })).toBe(true);
  });

  it.runIf(inject("testDatabase").kind === "postgres")(
    "refuses a render stored while a change to its page is being committed (PostgreSQL)",
    async () => {
      const { user, url, number } = await professionalPage();
      const read = await findProfilePage(db, number);
      if (read.status !== "found") throw new Error("the page should be found");
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let changed!: () => void;
      const changing = new Promise<void>((resolve) => {
        changed = resolve;
      });
      // A price change in flight: its trigger has bumped the version, not yet committed.
      const change = db.transaction(async (tx) => {
        await tx
          .update(professionalProfiles)
          .set({ priceRange: "320.00" })
          .where(eq(professionalProfiles.userId, user.id));
        changed();
        await held;
      });
      await changing;
      const page = { professionalId: user.id, variant: "v", path: url, body: Buffer.from("x") };
      const store = storeRenderedPage(db, { ...page, version: read.renderVersion });
      // The store waits for the change; once it commits, the render it holds is refused.
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      await change;
      expect(await store).toBe(false);
      expect((await storedRow(user.id))?.body).toBeNull();
    },
  );

  it("serves the store only to visitors, at the page's own address, for this build and origin", async () => {
    const { user, url } = await professionalPage();
    await visit(url);
    await markStored(user.id, "guardada");
    // A query (a shared slot, a campaign's tags) and a signed-in person: rendered.
    expect((await visit(`${url}?horario=2026-12-03T14:00`)).html).not.toContain("guardada");
    const { cookie } = await signInAs(app, await makeClient(db));
    expect((await visit(url, { cookie })).html).not.toContain("guardada");
    // A page stored by another build (before a deploy) is rendered again, not sent.
    await db
      .update(publicPageRenders)
      .set({ variant: "outra-versao https://acolher.example" })
      .where(eq(publicPageRenders.professionalId, user.id));
    const rebuilt = await visit(url);
    expect(rebuilt.html).not.toContain("guardada");
    expect(rebuilt.html).toContain("R$ 180,00");
  });

  it("renders in the background the pages visitors may see that have no current copy", async () => {
    const pages = [await professionalPage(), await professionalPage()];
    const hidden = await professionalPage({ verified: false });
    const job = publicPagesJob(app);
    expect(await job.run(db, testNow())).toBeGreaterThanOrEqual(2);
    for (const { user, url } of pages) {
      const row = await storedRow(user.id);
      expect(row?.path).toBe(url);
      expect(brotliDecompressSync(row!.body!).toString("utf8")).toContain("R$ 180,00");
    }
    expect((await storedRow(hidden.user.id))?.body ?? null).toBeNull();
    expect((await visit(hidden.url)).response.statusCode).toBe(404);
    // Everything current: nothing is rendered again.
    expect(await app.renderStalePublicPages(1000)).toBe(0);
    // A change: that page alone, found among the pages changes cleared (the job's look once
    // its first runs are done), as by reading every profile.
    await db
      .update(professionalProfiles)
      .set({ priceRange: "200.00" })
      .where(eq(professionalProfiles.userId, pages[0]!.user.id));
    await db.update(users).set({ isBanned: true }).where(eq(users.id, pages[1]!.user.id));
    expect(await job.run(db, testNow())).toBe(1);
    expect((await storedRow(pages[1]!.user.id))?.body).toBeNull();
    expect((await visit(pages[0]!.url)).html).toContain("R$ 200,00");
    await db
      .update(professionalProfiles)
      .set({ priceRange: "210.00" })
      .where(eq(professionalProfiles.userId, pages[0]!.user.id));
    expect(await app.renderStalePublicPages(1000, false)).toBe(1);
    expect(await app.renderStalePublicPages(1000)).toBe(0);
    expect(brotliDecompressSync((await storedRow(pages[0]!.user.id))!.body!).toString()).toContain(
      "R$ 210,00",
    );
  });

  it("counts in the build the server code that writes a page, and only that", () => {
    const files = pageCodeFiles();
    for (const file of [
      "server/features/pages/head.ts",
      "server/features/pages/page-html.ts",
      "server/features/pages/page-routes.ts",
      "server/features/pages/rendering.ts",
      "server/features/professionals/get-public-profile.ts",
      "server/features/reviews/professional-reviews.ts",
      "server/shared/current-user.ts",
      "domain/public-pages.ts",
    ]) {
      expect(files).toContain(file);
    }
    // Bookings and the search do not change a profile page: deploying them keeps the store.
    expect(files.filter((file) => /appointments|search|agenda/.test(file))).toEqual([
      "server/db/schema/appointments.ts",
    ]);
  });
});
