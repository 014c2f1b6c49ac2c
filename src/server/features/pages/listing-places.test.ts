import path from "node:path";
import { listNeighborhoods } from "@server/features/geo/places";
import { setupTestApp } from "@server/test/app";
import { makeProfessional } from "@server/test/factories";
import { uniqueWord } from "@server/test/search-helpers";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Issue 29, item 10: listing pages that do not exist must not look real. A made-up bairro is a
 * 404 and its words never become a heading; a real place where nobody is listed yet is
 * `noindex`, offering online professionals and the city's own page; every listing page has a
 * wide preview image, and a profile's square photo the small card, each with its alt text.
 */
const ORIGIN = "https://acolher.example";
const ctx = setupTestApp({
  publicUrl: ORIGIN,
  ssrEntry: path.resolve("src/web/entry-server.tsx"),
});
const get = (url: string) => ctx.app.inject({ method: "GET", url });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

let onlineName: string;
beforeAll(async () => {
  onlineName = uniqueWord("Nina");
  // A nutritionist seeing clients online only, from another state.
  await makeProfessional(ctx.db, {
    specialty: "Nutrição",
    serviceOptions: ["online"],
    user: { firstName: onlineName, lastName: "Costa" },
  });
  await makeProfessional(ctx.db, {
    specialty: "Fisioterapia",
    serviceOptions: ["local_proprio"],
    officeNeighborhood: "Centro",
    profile: { officeCity: "Curitiba", officeState: "PR" },
  });
});

describe("listing pages of places that do not exist, or where nobody is", {
  timeout: 30_000,
}, () => {
  it("a made-up bairro is a 404, and its words are no heading", async () => {
    for (const url of [
      "/psicologia/sao-paulo/xyz-123",
      "/psicologia/sao-paulo/ligue-agora-0800-777-promocao-pix",
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(meta(res.body, "robots")).toBe("noindex");
      expect(res.body).not.toMatch(/Ligue Agora|Xyz 123/i);
    }
  });

  it("a real city where nobody is listed: noindex, with online professionals of the specialty", async () => {
    const res = await get("/nutricao/rio-de-janeiro");
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, "robots")).toBe("noindex");
    expect(res.body).toContain("Nutricionistas em Rio de Janeiro");
    expect(res.body).toContain("Atendem online");
    expect(res.body).toContain(`${onlineName} Costa`);
  });

  it("a listed bairro where nobody is: noindex, leading to the city's page", async () => {
    // A bairro in Curitiba's official list (the city has a physiotherapist, in Centro).
    expect(listNeighborhoods("Curitiba")).toContain("Abranches");
    const res = await get("/fisioterapia/curitiba/abranches");
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, "robots")).toBe("noindex");
    expect(res.body).toContain("Fisioterapeutas em Abranches, Curitiba");
    expect(res.body).toContain('href="/fisioterapia/curitiba"');
  });

  it("a place with professionals stays indexable, with the wide preview image", async () => {
    const res = await get("/fisioterapia/curitiba");
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, "robots")).toBeUndefined();
    expect(meta(res.body, "og:image")).toBe(`${ORIGIN}/og/acolher-1200x630.png`);
    expect(meta(res.body, "og:image:width")).toBe("1200");
    expect(meta(res.body, "og:image:alt")).toContain("Acolher");
    expect(meta(res.body, "twitter:card")).toBe("summary_large_image");
  });
});
