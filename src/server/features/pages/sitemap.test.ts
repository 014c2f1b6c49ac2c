import { profilePath } from "@domain/public-pages";
import { buildApp } from "@server/app";
import {
  VISITOR_RATE_LIMITED_MESSAGE,
  VISITOR_REQUESTS_PER_MINUTE,
} from "@server/auth/visitor-limit";
import type { Db } from "@server/db/client";
import { professionalProfiles } from "@server/db/schema";
import { TEST_SESSION_SECRET } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { openTestDatabase } from "@server/test/db";
import { makeAdmin, makeProfessional, signInAs } from "@server/test/factories";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingAddressOf } from "./listing-sitemap";
import { listingSitemapFile, sitemapFile } from "./sitemap";

const ORIGIN = "https://acolher.example";
let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  // Two addresses a file instead of 50,000: the split shows at a size a test can make.
  app = await buildApp({
    db,
    sessionSecret: TEST_SESSION_SECRET,
    publicUrl: ORIGIN,
    clock: testNow,
    sitemapFileSize: 2,
  });
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(async () => close?.());

async function numberOf(options: Parameters<typeof makeProfessional>[1] = {}) {
  const user = await makeProfessional(db, { photo: false, weekdays: [], ...options });
  return numberOfUser(user.id);
}

async function numberOfUser(userId: string) {
  const [row] = await db
    .select({ n: professionalProfiles.publicNumber })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, userId));
  return row!.n;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

async function readAll(stream: NodeJS.ReadableStream) {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(String(chunk));
  return chunks;
}

describe("sitemap.xml and robots.txt (decision 0355)", () => {
  it("splits the profiles over files of at most the limit, leaving out who may not be listed", async () => {
    const listed = [await numberOf(), await numberOf(), await numberOf()];
    const optedOut = await numberOf({ profile: { searchEngineIndexing: false } });
    const unverified = await numberOf({ verified: false });
    const index = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(index.statusCode).toBe(200);
    expect(index.headers["content-type"]).toContain("application/xml");
    const files = locs(index.body).filter((file) => file.includes("/sitemap-profissionais-"));
    expect(files.length).toBe(Math.ceil(Math.max(...listed, optedOut, unverified) / 2));
    const addresses: string[] = [];
    for (const file of files) {
      expect(file.startsWith(`${ORIGIN}/sitemap-profissionais-`)).toBe(true);
      const answer = await app.inject({ method: "GET", url: file.slice(ORIGIN.length) });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const inFile = locs(answer.body);
      expect(inFile.length).toBeLessThanOrEqual(2);
      addresses.push(...inFile);
    }
    const numbers = addresses.map((a) => Number(a.split("-").at(-1)));
    for (const n of listed) expect(numbers).toContain(n);
    expect(numbers).not.toContain(optedOut);
    expect(numbers).not.toContain(unverified);
    expect(addresses.every((a) => a.startsWith(`${ORIGIN}/profissional/`))).toBe(true);
  });

  it("leaves out a banned professional and one who deleted the account, whose pages are gone", async () => {
    const banned = await makeProfessional(db, {
      user: { firstName: "Berenice", lastName: "Banida" },
    });
    const leaving = await makeProfessional(db, {
      user: { firstName: "Dalva", lastName: "Deixou" },
    });
    const staying = await makeProfessional(db, { user: { firstName: "Fausta", lastName: "Fica" } });
    /** The addresses the sitemap lists for a profile number, read from the file it falls in. */
    const listed = async (n: number) => {
      const file = await app.inject({ url: `/sitemap-profissionais-${Math.ceil(n / 2)}.xml` });
      expect(file.statusCode).toBe(200);
      return locs(file.body).filter((loc) => loc.endsWith(`-${n}`));
    };
    // Read before the deletion, which takes the profile (and its number) with it.
    const numbers = {
      banned: await numberOfUser(banned.id),
      leaving: await numberOfUser(leaving.id),
      staying: await numberOfUser(staying.id),
    };
    const [bannedAt] = await listed(numbers.banned);
    const [leavingAt] = await listed(numbers.leaving);
    expect(bannedAt).toContain("/profissional/berenice-banida-");
    expect(leavingAt).toContain("/profissional/dalva-deixou-");

    const admin = await signInAs(app, await makeAdmin(db));
    const ban = await admin.request({
      method: "PUT",
      url: `/api/admin/users/${banned.id}/ban`,
      payload: { isBanned: true, banReason: "uso_indevido" },
    });
    expect(ban.statusCode).toBe(200);
    const dalva = await signInAs(app, leaving);
    expect((await dalva.request({ method: "DELETE", url: "/api/user/account" })).statusCode).toBe(
      200,
    );

    expect(await listed(numbers.banned)).toEqual([]);
    expect(await listed(numbers.leaving)).toEqual([]);
    expect(await listed(numbers.staying)).toHaveLength(1);
    const pageAt = async (address: string) =>
      (await app.inject({ url: address.slice(ORIGIN.length) })).statusCode;
    expect(await pageAt(bannedAt!)).toBe(404);
    expect(await pageAt(leavingAt!)).toBe(410);
  });

  it("streams a file in rounds of rows, never the whole file at once", async () => {
    const first = await numberOf();
    for (let i = 0; i < 4; i++) await numberOf();
    // One file holding these five: read two rows a round, it arrives piece by piece.
    const chunks = await readAll(sitemapFile(db, ORIGIN, 1, first + 10, 2));
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks[0]).toContain("<urlset");
    expect(chunks.at(-1)).toBe("</urlset>\n");
    const numbers = locs(chunks.join("")).map((a) => Number(a.split("-").at(-1)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers).toContain(first + 4);
  });

  it("lists each listing page where someone a search engine may list is found (decision 0355)", async () => {
    // A place of their own per professional: the file's other tests list nobody (no photo).
    const place = (city: string, state: string, office: string, home: string) => ({
      officeCity: city,
      officeState: state,
      officeNeighborhood: office,
      homeServiceCity: city,
      homeServiceAreas: [home],
    });
    const found = await makeProfessional(db, {
      specialty: "Nutrição",
      weekdays: [],
      user: { firstName: "Nina", lastName: "Listada" },
      profile: place("Curitiba", "PR", "Batel", "Água Verde"),
    });
    await makeProfessional(db, {
      weekdays: [],
      profile: {
        ...place("Recife", "PE", "Boa Viagem", "Casa Forte"),
        searchEngineIndexing: false,
      },
    });
    await makeProfessional(db, {
      weekdays: [],
      verified: false,
      profile: place("Natal", "RN", "Ponta Negra", "Tirol"),
    });

    const index = await app.inject({ method: "GET", url: "/sitemap.xml" });
    const files = locs(index.body).filter((file) => file.includes("/sitemap-listas-"));
    expect(files[0]).toBe(`${ORIGIN}/sitemap-listas-1.xml`);
    const addresses: string[] = [];
    for (const file of files) {
      const answer = await app.inject({ method: "GET", url: file.slice(ORIGIN.length) });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toContain("application/xml");
      const inFile = locs(answer.body);
      expect(inFile.length).toBeLessThanOrEqual(2);
      addresses.push(...inFile);
    }
    expect(addresses).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/nutricao/curitiba`,
        `${ORIGIN}/nutricao/curitiba/batel`,
        `${ORIGIN}/nutricao/curitiba/agua-verde`,
      ]),
    );
    expect(new Set(addresses).size).toBe(addresses.length);
    // Only opted-out (Recife) or unverified (Natal) professionals there: no page listed.
    expect(addresses.filter((a) => /recife|natal|boa-viagem|ponta-negra/.test(a))).toEqual([]);

    // Each listed page answers, listing who it was listed for.
    const nina = `${ORIGIN}${profilePath({
      ...found,
      publicNumber: Number(await numberOfUser(found.id)),
      professionalProfile: { specialties: ["Nutrição"], titleForm: null },
    })}`;
    for (const address of addresses) {
      const page = await app.inject({ method: "GET", url: address.slice(ORIGIN.length) });
      expect(page.statusCode, address).toBe(200);
      if (address.includes("/nutricao/curitiba")) expect(page.body).toContain(nina);
    }
  });

  it("streams a listing file in rounds, and names each listing page's address as it reads", async () => {
    await makeProfessional(db, {
      specialty: "Fisioterapia",
      weekdays: [],
      profile: {
        officeCity: "Belo Horizonte",
        officeState: "MG",
        officeNeighborhood: "Savassi",
        homeServiceCity: "Belo Horizonte",
        homeServiceAreas: ["Funcionários", "Lourdes"],
      },
    });
    const chunks = await readAll(listingSitemapFile(db, ORIGIN, 1, 1000, 2));
    expect(chunks[0]).toContain("<urlset");
    expect(chunks.at(-1)).toBe("</urlset>\n");
    expect(locs(chunks.join(""))).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/fisioterapia/belo-horizonte`,
        `${ORIGIN}/fisioterapia/belo-horizonte/funcionarios`,
        `${ORIGIN}/fisioterapia/belo-horizonte/lourdes`,
        `${ORIGIN}/fisioterapia/belo-horizonte/savassi`,
      ]),
    );
    expect(listingAddressOf("Psicologia|sao paulo:jardim paulista")).toBe(
      "/psicologia/sao-paulo/jardim-paulista",
    );
    // A bairro its address cannot carry (the page would find no one there) is left out.
    expect(listingAddressOf("Psicologia|sao paulo:olho d'agua")).toBeNull();
    expect(listingAddressOf("Psicologia|cidade que nao existe")).toBeNull();
  });

  it("an unknown sitemap file is not found", async () => {
    expect((await app.inject({ method: "GET", url: "/sitemap-outro.xml" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/sitemap-listas-0.xml" })).statusCode).toBe(
      404,
    );
    // The index's last file of each kind is there; the one after it is not (no empty list).
    const index = await app.inject({ method: "GET", url: "/sitemap.xml" });
    for (const kind of ["profissionais", "listas"]) {
      const numbers = locs(index.body)
        .map((file) => new RegExp(`/sitemap-${kind}-(\\d+)\\.xml$`).exec(file)?.[1])
        .filter((n) => n !== undefined)
        .map(Number);
      const last = Math.max(...numbers);
      const url = (n: number) => `/sitemap-${kind}-${n}.xml`;
      expect((await app.inject({ method: "GET", url: url(last) })).statusCode).toBe(200);
      const after = await app.inject({ method: "GET", url: url(last + 1) });
      expect(after.statusCode, url(last + 1)).toBe(404);
      expect(after.body).toBe("Arquivo não encontrado");
    }
  });

  it("robots.txt keeps crawlers out of the API and the signed-in areas and names the sitemap", async () => {
    const robots = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain("Disallow: /api/");
    expect(robots.body).toContain("Allow: /api/images/");
    expect(robots.body).toContain("Disallow: /appointments");
    expect(robots.body).toContain("Disallow: /profile");
    expect(robots.body).not.toContain("Disallow: /profissional");
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("the sitemap's cost to the server (decision 0355)", () => {
  it("counts the index's files at most once in its time, whatever the Host, and limits a network's file reads", async () => {
    let elapsed = 0;
    let frozen: number | undefined;
    const kept = await buildApp({
      db,
      sessionSecret: TEST_SESSION_SECRET,
      clock: () => new Date(frozen ?? testNow().getTime() + elapsed),
      sitemapFileSize: 2,
      sitemapIndexCacheMs: 600_000,
    });
    try {
      const index = (host: string) =>
        kept.inject({ method: "GET", url: "/sitemap.xml", headers: { host } });
      const files = (xml: string) => locs(xml).map((loc) => new URL(loc).pathname);
      const first = await index("acolher.example");
      expect(first.statusCode).toBe(200);
      const before = files(first.body);
      // Enough new profiles to need another file, and another origin asking.
      for (let i = 0; i < 3; i++) await numberOf();
      const other = await index("outro.example");
      // Without PUBLIC_URL the local address, whatever Host a request names (issue 28, item 9).
      expect(locs(other.body).every((loc) => loc.startsWith("http://localhost/"))).toBe(true);
      expect(files(other.body)).toEqual(before);
      elapsed += 600_000;
      const later = files((await index("acolher.example")).body);
      expect(later.filter((f) => f.includes("profissionais")).length).toBeGreaterThan(
        before.filter((f) => f.includes("profissionais")).length,
      );

      // One minute's window, at its start whatever second the clock is at.
      frozen = Math.ceil((testNow().getTime() + elapsed) / 60_000) * 60_000 + 1_000;
      const statuses: number[] = [];
      for (let i = 0; i < VISITOR_REQUESTS_PER_MINUTE + 1; i++) {
        const response = await kept.inject({
          method: "GET",
          url: "/sitemap-profissionais-1.xml",
          remoteAddress: "203.0.113.9",
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().message).toBe(VISITOR_RATE_LIMITED_MESSAGE);
        }
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(VISITOR_REQUESTS_PER_MINUTE);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await kept.close();
    }
  });
});
