import { listingPath, slugify } from "@domain/public-pages";
import { SHARED_CITY_SLUGS } from "@domain/shared-city-slugs";
import { buildApp } from "@server/app";
import { listMunicipalities } from "@server/features/geo/places";
import { TEST_SESSION_SECRET } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { openTestDatabase } from "@server/test/db";
import { makeProfessional } from "@server/test/factories";
import { uniqueWord } from "@server/test/search-helpers";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingAddressOf } from "./listing-sitemap";

// Issue 18 (decision 0337): listing pages of cities several states share take the state
// (`/psicologia/bom-jesus-pi`); a name of one municipality keeps its plain segment.
const ORIGIN = "https://acolher.example";
let app: FastifyInstance;
let close: () => Promise<void>;
const names: Record<string, string> = {};

beforeAll(async () => {
  const database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    sessionSecret: TEST_SESSION_SECRET,
    publicUrl: ORIGIN,
    clock: testNow,
  });
  close = async () => {
    await app.close();
    await database.close();
  };
  for (const [state, key] of [
    ["PI", "piaui"],
    ["RS", "rioGrande"],
  ] as const) {
    names[key] = uniqueWord("Bia");
    await makeProfessional(database.db, {
      specialty: "Psicologia",
      serviceOptions: ["local_proprio"],
      officeNeighborhood: "Centro",
      profile: { officeCity: "Bom Jesus", officeState: state },
      user: { firstName: names[key] },
    });
  }
});
afterAll(async () => close?.());

const get = (url: string) => app.inject({ method: "GET", url });

describe("listing pages of cities several states share (decision 0337)", () => {
  it("/psicologia/bom-jesus-pi lists Bom Jesus - PI only, under its own canonical address", async () => {
    const response = await get("/psicologia/bom-jesus-pi");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Psicólogos em Bom Jesus - PI | Acolher</title>");
    expect(response.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/psicologia/bom-jesus-pi" />`,
    );
    expect(response.body).toContain(names.piaui);
    expect(response.body).not.toContain(names.rioGrande);

    const data = await get(`/api/pages?path=${encodeURIComponent("/psicologia/bom-jesus-rs")}`);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json()).toMatchObject({ kind: "listing", city: "Bom Jesus", state: "RS" });
    expect(data.json().professionals.map((p: { firstName: string }) => p.firstName)).toEqual([
      names.rioGrande,
    ]);
  });

  it("the shared name alone, or a state the name is not in, names no page", async () => {
    for (const url of [
      "/psicologia/bom-jesus",
      "/psicologia/bom-jesus-sp",
      "/psicologia/sao-paulo-sp",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("a name of one municipality keeps its plain address", async () => {
    expect(listingPath("Psicologia", "São Paulo", null, "SP")).toBe("/psicologia/sao-paulo");
    expect(listingPath("Psicologia", "Bom Jesus", "Centro", "PI")).toBe(
      "/psicologia/bom-jesus-pi/centro",
    );
    const response = await get("/psicologia/sao-paulo");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/psicologia/sao-paulo" />`,
    );
  });

  it("the sitemap names these pages from the search's places, with the state where the name is shared", () => {
    expect(listingAddressOf("Psicologia|bom jesus/pi")).toBe("/psicologia/bom-jesus-pi");
    expect(listingAddressOf("Psicologia|bom jesus/rs:centro")).toBe(
      "/psicologia/bom-jesus-rs/centro",
    );
    expect(listingAddressOf("Psicologia|sao paulo/sp:jardim paulista")).toBe(
      "/psicologia/sao-paulo/jardim-paulista",
    );
    // A shared name kept without its state (before decision 0335) names no one page.
    expect(listingAddressOf("Psicologia|bom jesus")).toBeNull();
    expect(listingAddressOf("Psicologia|sao paulo/rj")).toBeNull();
  });

  it("the shared segments are the municipality list's, and none with its state is another city's", () => {
    const bySlug = new Map<string, number>();
    for (const m of listMunicipalities()) {
      bySlug.set(slugify(m.name), (bySlug.get(slugify(m.name)) ?? 0) + 1);
    }
    const shared = [...bySlug].filter(([, count]) => count > 1).map(([slug]) => slug);
    expect([...SHARED_CITY_SLUGS].sort()).toEqual(shared.sort());
    for (const m of listMunicipalities()) {
      const slug = slugify(m.name);
      if (SHARED_CITY_SLUGS.has(slug))
        expect(bySlug.has(`${slug}-${m.uf.toLowerCase()}`)).toBe(false);
    }
  });
});
