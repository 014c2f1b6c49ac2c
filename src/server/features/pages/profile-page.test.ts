import { buildApp } from "@server/app";
import type { Db } from "@server/db/client";
import { professionalProfiles, users } from "@server/db/schema";
import { deleteAccount } from "@server/features/profile/delete-account";
import { TEST_SESSION_SECRET } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { openTestDatabase } from "@server/test/db";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { giveRatings, uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ORIGIN = "https://acolher.example";
let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  app = await buildApp({
    db,
    sessionSecret: TEST_SESSION_SECRET,
    publicUrl: ORIGIN,
    clock: testNow,
  });
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(async () => close?.());

async function professionalAt(options: Parameters<typeof makeProfessional>[1] = {}) {
  const user = await makeProfessional(db, options);
  const [row] = await db
    .select({ n: professionalProfiles.publicNumber })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, user.id));
  return { user, number: row!.n };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

/** The JSON-LD of a page, parsed: it must be valid JSON. */
function jsonLdOf(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("a profile's lasting address (decision 0350)", () => {
  it("serves the name, register, price, bairro, Open Graph, canonical and JSON-LD in the HTML", async () => {
    const first = uniqueWord("Ana");
    const { user, number } = await professionalAt({
      user: { firstName: first, lastName: "Souza" },
      profile: {
        titleForm: "feminine",
        professionalRegister: "CRP 06/123456",
        priceRange: "180.00",
      },
    });
    const slug = `${first.toLowerCase()}-souza-psicologa-${number}`;
    const response = await get(`/profissional/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain(`<title>${first} Souza · Psicóloga | Acolher</title>`);
    const description = meta(html, "description")!;
    expect(description).toContain("CRP 06/123456");
    expect(description).toContain("R$ 180,00");
    expect(description).toContain("Pinheiros");
    // Issue 30 (decision 0386): the preview names the person, the profession and the register.
    expect(description.startsWith(`${first} Souza, Psicóloga, CRP 06/123456 · `)).toBe(true);
    for (const key of ["og:title", "twitter:title"])
      expect(meta(html, key)).toBe(`${first} Souza, Psicóloga, CRP 06/123456 | Acolher`);
    expect(meta(html, "og:image")).toBe(`${ORIGIN}/api/images/${user.profileImageId}`);
    // A square photo: the small card, which shows it whole (issue 29, item 10), and its alt.
    expect(meta(html, "twitter:card")).toBe("summary");
    expect(meta(html, "og:image:alt")).toBe(`Foto de ${first} Souza`);
    expect(meta(html, "og:image:width")).toBe(meta(html, "og:image:height"));
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/profissional/${slug}" />`);
    expect(html).not.toContain('name="robots"');
    const ld = jsonLdOf(html);
    expect(ld["@type"]).toBe("ProfessionalService");
    expect(ld.employee).toMatchObject({
      name: `${first} Souza`,
      jobTitle: "Psicóloga",
      identifier: "CRP 06/123456",
      hasCredential: {
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "Registro profissional",
        name: "CRP 06/123456",
        recognizedBy: { "@type": "Organization", name: "CRP" },
      },
    });
    expect(ld.makesOffer[0]).toMatchObject({ price: "180.00", priceCurrency: "BRL" });
    expect(ld.aggregateRating).toBeUndefined();
    // The head and JSON-LD name the bairro, never the contact or the street.
    expect(html).not.toContain(user.email);
    expect(html).not.toContain("Rua dos Pinheiros");
  });

  it("adds the rating ('4,5') and aggregateRating only once there are reviews", async () => {
    const { user, number } = await professionalAt({ profile: { titleForm: "masculine" } });
    await giveRatings(db, user.id, [4, 5]);
    const first = await get(`/profissional/${number}`);
    expect(first.statusCode).toBe(301);
    const html = (await get(first.headers.location as string)).body;
    expect(meta(html, "description")).toContain("Nota 4,5 (2 avaliações)");
    expect(jsonLdOf(html).aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
  });

  it("finds the profile by its number alone and moves a stale slug to the current one (301)", async () => {
    const first = uniqueWord("Bia");
    const { number } = await professionalAt({ user: { firstName: first, lastName: "Lima" } });
    const current = `/profissional/${first.toLowerCase()}-lima-psicologo-a-${number}`;
    for (const stale of [`/profissional/${number}`, `/profissional/nome-antigo-${number}`]) {
      const response = await get(`${stale}?horario=2026-12-03T14:00`);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`${current}?horario=2026-12-03T14:00`);
    }
    expect((await get(current)).statusCode).toBe(200);
  });

  it("redirects the old /professional/:id address there (301)", async () => {
    const { user, number } = await professionalAt();
    const response = await get(`/professional/${user.id}?return=%2Fprofessionals`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toMatch(
      new RegExp(`^/profissional/[a-z0-9-]+-${number}\\?return=%2Fprofessionals$`),
    );
  });

  it("answers 404 for unverified, banned or unknown professionals and 410 once deleted", async () => {
    const unverified = await professionalAt({ verified: false });
    const banned = await professionalAt();
    await db.update(users).set({ isBanned: true }).where(eq(users.id, banned.user.id));
    for (const n of [unverified.number, banned.number, 999_999_999]) {
      const response = await get(`/profissional/x-${n}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
    expect((await get("/profissional/sem-numero")).statusCode).toBe(404);
    const deleted = await professionalAt();
    await deleteAccount(db, deleted.user, testNow());
    expect((await get(`/profissional/x-${deleted.number}`)).statusCode).toBe(410);
  });

  it("tells search engines not to index a professional who opted out", async () => {
    const { number } = await professionalAt({ profile: { searchEngineIndexing: false } });
    const page = await get(`/profissional/${number}`);
    const html = (await get(page.headers.location as string)).body;
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it("lets the professional opt out in their privacy settings, and back in", async () => {
    const { user, number } = await professionalAt();
    const pro = await signInAs(app, user);
    const settings = { showContact: true, shareEmail: false, availableForNewPatients: true };
    const off = await pro.request({
      method: "PUT",
      url: "/api/professional/privacy-settings",
      payload: { ...settings, searchEngineIndexing: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().professionalProfile.searchEngineIndexing).toBe(false);
    const page = async () => {
      const moved = await get(`/profissional/${number}`);
      return (await get(moved.headers.location as string)).body;
    };
    expect(await page()).toContain('<meta name="robots" content="noindex" />');
    // Saving the switches without this one (an older form) leaves it as it was.
    await pro.request({
      method: "PUT",
      url: "/api/professional/privacy-settings",
      payload: settings,
    });
    expect(await page()).toContain('<meta name="robots" content="noindex" />');
    await pro.request({
      method: "PUT",
      url: "/api/professional/privacy-settings",
      payload: { ...settings, searchEngineIndexing: true },
    });
    expect(await page()).not.toContain('name="robots"');
  });

  it("escapes a bio and names in the HTML, the meta tags and the JSON-LD", async () => {
    const evil = `</script><script>alert(1)</script>"'&<!--`;
    const { number } = await professionalAt({
      user: { firstName: `Eva"<b>`, lastName: "Dias" },
      profile: { bio: evil },
    });
    const page = await get(`/profissional/${number}`);
    const html = (await get(page.headers.location as string)).body;
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain('Eva"<b>');
    expect(html).toContain("Eva&quot;&lt;b&gt; Dias");
    // The JSON-LD still parses, and says what was typed.
    expect(jsonLdOf(html).description).toBe(evil);
  });

  it("shows a WhatsApp-style preview fetcher the title, description and image", async () => {
    const { number } = await professionalAt();
    const headers = { "user-agent": "WhatsApp/2.23.20.0 A" };
    const moved = await get(`/profissional/${number}`, headers);
    const preview = await get(moved.headers.location as string, {
      "user-agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    });
    expect(preview.statusCode).toBe(200);
    expect(meta(preview.body, "og:title")).toMatch(
      /, Profissional de Psicologia, CRP 06\/\d{6} \| Acolher$/,
    );
    expect(meta(preview.body, "og:description")).toContain("R$ 150,00");
    expect(meta(preview.body, "og:image")).toMatch(/^https:\/\/acolher\.example\/api\/images\//);
  });

  it("gives a signed-in browser the same head", async () => {
    const client = await signInAs(app, await makeClient(db));
    const { number } = await professionalAt();
    const moved = await client.request({ method: "GET", url: `/profissional/${number}` });
    const page = await client.request({ method: "GET", url: moved.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(meta(page.body, "og:title")).toContain("| Acolher");
  });
});

describe("addresses that name no page", () => {
  it("a listing page of an unknown city or bairro segment is a 404 with noindex, not the app's 200", async () => {
    for (const url of [
      "/psicologia/atlantis",
      "/psicologia/sao-paulo/%00",
      "/nutricao/sao_paulo",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
    expect((await get("/psicologia/sao-paulo")).statusCode).toBe(200);
  });

  it("an unknown sitemap file is a 404 in plain text", async () => {
    for (const url of ["/sitemap-profissionais-0.xml", "/sitemap-profissionais-99999999.xml"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    }
  });
});
