import { buildApp } from "@server/app";
import type { Database } from "@server/db/client";
import { professionalProfiles, publicPageRenders, reviews } from "@server/db/schema";
import { findListingPage } from "@server/features/pages/find-listing-page";
import { findProfilePage } from "@server/features/pages/find-profile-page";
import { TEST_SESSION_SECRET } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { openTestDatabase } from "@server/test/db";
import {
  makeAdmin,
  makeClient,
  makeConfirmation,
  makeCpf,
  makeProfessional,
  makeUser,
  signInAs,
} from "@server/test/factories";
import { visitPage } from "@server/test/page-helpers";
import { uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Issue 30, item 3 (decision 0387): how each professional's reviews appear, on every public read.
 * Visitors' pages are kept 30 s in the process (decision 0356) and stored (decision 0369): a
 * change of the choice must reach the next visit at once, from either.
 */
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    sessionSecret: TEST_SESSION_SECRET,
    publicUrl: "https://acolher.example",
    clock: testNow,
    pageCacheMs: 30_000,
    listen: database.listen,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const TEXT = "Escuta atenta e muito pontual";
const HELD = "Falou do meu diagnóstico";

/** A professional in Pinheiros with two published reviews (5 with TEXT, 3 without) and a held one. */
async function reviewed(visibility?: "public" | "rating_only" | "private") {
  const last = uniqueWord("Rv");
  const pro = await makeProfessional(database.db, {
    user: { firstName: "Iara", lastName: last },
    profile: visibility ? { reviewVisibility: visibility } : {},
  });
  const author = await makeClient(database.db, { firstName: "Joana", lastName: "Prado" });
  for (const [i, [rating, comment, status]] of (
    [
      [5, TEXT, "published"],
      [3, null, "published"],
      [1, HELD, "held"],
    ] as const
  ).entries()) {
    const confirmation = await makeConfirmation(database.db, {
      clientId: author.id,
      professionalId: pro.id,
      startedMinutesAgo: (i + 30) * 24 * 60,
      status: "confirmed",
      clientConfirmed: true,
      professionalConfirmed: true,
    });
    await database.db.insert(reviews).values({
      professionalId: pro.id,
      clientId: author.id,
      serviceConfirmationId: confirmation.id,
      rating,
      comment,
      isAnonymous: comment === null,
      status,
    });
  }
  const [row] = await database.db
    .select({ n: professionalProfiles.publicNumber })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, pro.id));
  return {
    pro,
    last,
    number: row!.n,
    url: `/profissional/iara-${last.toLowerCase()}-psicologo-a-${row!.n}`,
  };
}

type Reader = "visitor" | "client" | "professional" | "another professional" | "admin";
const READERS: Reader[] = ["visitor", "client", "professional", "another professional", "admin"];

async function reader(who: Reader, pro: { id: string; email: string }) {
  if (who === "visitor") return (url: string) => app.inject({ method: "GET", url });
  const user =
    who === "client"
      ? await makeClient(database.db)
      : who === "professional"
        ? pro
        : who === "admin"
          ? await makeAdmin(database.db)
          : await makeProfessional(database.db);
  const caller = await signInAs(app, user);
  return (url: string) => caller.request({ url });
}

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("GET /api/reviews/professional/:id follows the professional's choice", () => {
  it("'Públicas': every reader gets the published texts and the average of published reviews only", async () => {
    const { pro } = await reviewed("public");
    for (const who of READERS) {
      const res = await (await reader(who, pro))(`/api/reviews/professional/${pro.id}`);
      expect(res.statusCode, who).toBe(200);
      const body = res.json();
      expect(body, who).toMatchObject({ averageRating: 4, reviewCount: 2, visibility: "public" });
      expect(
        body.reviews.map((r: { comment: string | null }) => r.comment),
        who,
      ).toEqual(expect.arrayContaining([TEXT, null]));
      expect(body.reviews, who).toHaveLength(2);
      expect(res.body, who).not.toContain(HELD);
    }
  });

  it("'Somente a nota': the average and the count, no review at all, but the professional reads theirs", async () => {
    const { pro } = await reviewed("rating_only");
    for (const who of READERS) {
      const res = await (await reader(who, pro))(`/api/reviews/professional/${pro.id}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json(), who).toMatchObject({
        averageRating: 4,
        reviewCount: 2,
        visibility: "rating_only",
      });
      expect(res.json().reviews, who).toHaveLength(who === "professional" ? 2 : 0);
      if (who !== "professional") expect(res.body, who).not.toContain(TEXT);
      expect(res.body, who).not.toContain(HELD);
    }
  });

  it("'Privadas': no rating, no count, no review for anyone but the professional", async () => {
    const { pro } = await reviewed("private");
    for (const who of READERS) {
      const res = await (await reader(who, pro))(`/api/reviews/professional/${pro.id}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json(), who).toEqual(
        who === "professional"
          ? expect.objectContaining({ averageRating: 4, reviewCount: 2, visibility: "private" })
          : { reviews: [], averageRating: null, reviewCount: 0, visibility: "private" },
      );
      if (who === "professional") expect(res.json().reviews).toHaveLength(2);
    }
  });

  it("the public profile and the search card show no rating when private, the rating otherwise", async () => {
    for (const visibility of ["public", "rating_only", "private"] as const) {
      const { pro, last } = await reviewed(visibility);
      const shown = visibility === "private" ? [null, 0] : [4, 2];
      for (const who of ["visitor", "client", "another professional"] as const) {
        const read = await reader(who, pro);
        const profile = (await read(`/api/professionals/${pro.id}`)).json().professionalProfile;
        expect([profile.averageRating, profile.reviewCount], `${visibility} ${who}`).toEqual(shown);
        expect(profile.reviewVisibility).toBe(visibility);
        const [card] = (await read(`/api/professionals/search?name=${last}`)).json();
        expect(
          [card.professionalProfile.averageRating, card.professionalProfile.reviewCount],
          `${visibility} ${who}`,
        ).toEqual(shown);
      }
      // The professional themself still sees their own rating on their profile.
      const own = await (await reader("professional", pro))(`/api/professionals/${pro.id}`);
      expect(own.json().professionalProfile.averageRating).toBe(4);
    }
  });
});

describe("the server-rendered pages follow the choice", () => {
  it("profile page: texts only when public, AggregateRating and the preview's rating unless private", async () => {
    for (const visibility of ["public", "rating_only", "private"] as const) {
      const { url, number } = await reviewed(visibility);
      const { response, html } = await visitPage(app, url);
      expect(response.statusCode, visibility).toBe(200);
      // What the page renders its reviews from (src/web/entry-server.test.tsx draws them).
      const page = await findProfilePage(database.db, number);
      const data = page.status === "found" ? page.data : null;
      expect(
        data?.reviews.reviews.some((r) => r.comment === TEXT),
        visibility,
      ).toBe(visibility === "public");
      expect(data?.reviews.reviewCount, visibility).toBe(visibility === "private" ? 0 : 2);
      expect(data?.professional.professionalProfile.averageRating, visibility).toBe(
        visibility === "private" ? null : 4,
      );
      expect(JSON.stringify(data)).not.toContain(HELD);
      expect(html).not.toContain(HELD);
      const jsonLd = jsonLdOf(html);
      expect(JSON.stringify(jsonLd)).not.toContain(TEXT);
      expect(jsonLd.review).toBeUndefined();
      if (visibility === "private") {
        expect(jsonLd.aggregateRating, visibility).toBeUndefined();
        expect(meta(html, "og:description")).not.toMatch(/Nota|avalia/);
        expect(meta(html, "description")).not.toMatch(/Nota|avalia/);
      } else {
        expect(jsonLd.aggregateRating, visibility).toMatchObject({
          ratingValue: 4,
          reviewCount: 2,
        });
        expect(meta(html, "og:description")).toContain("Nota 4,0 (2 avaliações)");
        expect(meta(html, "twitter:description")).toContain("Nota 4,0 (2 avaliações)");
      }
    }
  });

  it("listing page: a private professional's card has no rating", async () => {
    const { last: shown } = await reviewed("rating_only");
    const { last: hidden } = await reviewed("private");
    const { response, html } = await visitPage(app, "/psicologia/sao-paulo/pinheiros");
    expect(response.statusCode).toBe(200);
    expect(html).not.toContain(TEXT);
    expect(html).not.toMatch(/aggregateRating|AggregateRating/);
    const page = await findListingPage(database.db, {
      specialty: "psicologia",
      city: "sao-paulo",
      neighborhood: "pinheiros",
    });
    const card = (last: string) =>
      page?.professionals.find((p) => p.lastName === last)?.professionalProfile;
    expect(card(shown)).toMatchObject({ averageRating: 4, reviewCount: 2 });
    expect(card(hidden)).toMatchObject({
      averageRating: null,
      reviewCount: 0,
      reviewVisibility: "private",
    });
  });

  it("a change of the choice reaches the next visit at once, past the stored and the kept page", async () => {
    const { pro, url } = await reviewed();
    // The factory's default for a psychologist, as the app's first save sets it.
    const first = await visitPage(app, url);
    expect(jsonLdOf(first.html).aggregateRating).toMatchObject({ reviewCount: 2 });
    expect(first.html).toContain("2 avaliações");
    expect((await visitPage(app, url)).html).toBe(first.html); // kept
    const [stored] = await database.db
      .select()
      .from(publicPageRenders)
      .where(eq(publicPageRenders.professionalId, pro.id));
    expect(stored?.body).not.toBeNull();

    const caller = await signInAs(app, pro);
    const put = (reviewVisibility: unknown) =>
      caller.request({
        method: "PUT",
        url: "/api/professional/review-visibility",
        payload: { reviewVisibility },
      });
    const made = await put("public");
    expect(made.statusCode).toBe(200);
    expect(made.json().professionalProfile.reviewVisibility).toBe("public");
    expect((await put("private")).statusCode).toBe(200);
    const now = (await visitPage(app, url)).html;
    expect(now).not.toContain("2 avaliações");
    expect(jsonLdOf(now).aggregateRating).toBeUndefined();
    expect((await visitPage(app, url)).html).toBe(now); // kept again, the new one

    expect((await put("rating_only")).statusCode).toBe(200);
    expect(jsonLdOf((await visitPage(app, url)).html).aggregateRating).toMatchObject({
      reviewCount: 2,
    });
  });
  it("the process that made the change shows it before the database's notice arrives", async () => {
    // A process whose notices never come: only its own route can empty its kept pages.
    const deaf = await buildApp({
      db: database.db,
      sessionSecret: TEST_SESSION_SECRET,
      publicUrl: "https://acolher.example",
      clock: testNow,
      pageCacheMs: 30_000,
      listen: async () => async () => {},
    });
    try {
      const { pro, url } = await reviewed();
      expect((await visitPage(deaf, url)).html).toContain("2 avaliações");
      const caller = await signInAs(deaf, pro);
      const put = await caller.request({
        method: "PUT",
        url: "/api/professional/review-visibility",
        payload: { reviewVisibility: "private" },
      });
      expect(put.statusCode).toBe(200);
      expect((await visitPage(deaf, url)).html).not.toContain("2 avaliações");
    } finally {
      await deaf.close();
    }
  });
});

describe("PUT /api/professional/review-visibility and the first save's default", () => {
  it("refuses another value (400) and a professional whose specialty is not saved yet (409)", async () => {
    const { pro } = await reviewed("public");
    const caller = await signInAs(app, pro);
    for (const reviewVisibility of ["everyone", null, 3]) {
      const res = await caller.request({
        method: "PUT",
        url: "/api/professional/review-visibility",
        payload: { reviewVisibility },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Escolha como suas avaliações aparecem.");
    }
    const fresh = await signInAs(app, await makeUser(database.db, "professional"));
    const early = await fresh.request({
      method: "PUT",
      url: "/api/professional/review-visibility",
      payload: { reviewVisibility: "private" },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "Salve suas informações profissionais antes de escolher como suas avaliações aparecem.",
    );
  });

  it("the first save of the professional form sets the profession's default; later saves keep the choice", async () => {
    const registers = {
      Psicologia: "CRP 06/123456",
      Nutrição: "CRN-3 12345",
      Fisioterapia: "CREFITO-3 123456-F",
      "Personal Trainer": "CREF 123456-G/SP",
    } as const;
    for (const [specialty, register] of Object.entries(registers)) {
      const caller = await signInAs(app, await makeUser(database.db, "professional"));
      // The privacy switches may create the row first (decision 0091): still the default.
      await caller.request({
        method: "PUT",
        url: "/api/professional/privacy-settings",
        payload: { showContact: true, availableForNewPatients: true, shareEmail: false },
      });
      const form = {
        cpf: makeCpf(),
        professionalRegister: register,
        specialties: [specialty],
        serviceOptions: ["online"],
        priceRange: 150,
      };
      const save = () =>
        caller.request({ method: "POST", url: "/api/professional/profile", payload: form });
      const saved = await save();
      expect(saved.statusCode, specialty).toBe(200);
      expect(saved.json().professionalProfile.reviewVisibility, specialty).toBe(
        specialty === "Psicologia" ? "rating_only" : "public",
      );
      await caller.request({
        method: "PUT",
        url: "/api/professional/review-visibility",
        payload: { reviewVisibility: "private" },
      });
      expect((await save()).json().professionalProfile.reviewVisibility, specialty).toBe("private");
    }
  });
});
