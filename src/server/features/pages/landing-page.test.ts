import path from "node:path";
import { professionalProfiles } from "@server/db/schema";
import { PUBLIC_STATS_TTL_MS } from "@server/features/professionals/public-stats";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

/**
 * Issue 29, item 2: the home page a visitor opens is rendered by the server like the other
 * public pages: a heading, the search box first, the real numbers, a canonical address and a
 * link preview, before any JavaScript runs. A client's home is rendered for them (issue 35, item
 * 0b); anyone else signed in gets the app's shell.
 */
const ORIGIN = "https://acolher.example";
/** The app's clock, moved on past the numbers' minute (decision 0322) where a test says so. */
let later = 0;
const ctx = setupTestApp({
  clock: () => new Date(testNow().getTime() + later),
  publicUrl: ORIGIN,
  ssrEntry: path.resolve("src/web/entry-server.tsx"),
});
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("the landing page rendered by the server", { timeout: 30_000 }, () => {
  it("arrives with its heading, the search box before the rest, its numbers and a preview", async () => {
    await makeProfessional(ctx.db);
    // The numbers are counted at most once a minute: another test's visit (tests run shuffled)
    // may have counted them before this professional; a minute on they are counted again.
    later += PUBLIC_STATS_TTL_MS;
    const [searchable] = await ctx.db
      .select({ n: count() })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.searchable, true));
    const res = await ctx.app.inject({ method: "GET", url: "/?utm_source=whatsapp" });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain("Bem-vindo ao Acolher");
    const search = html.indexOf('aria-label="Buscar profissionais"');
    expect(search).toBeGreaterThan(html.indexOf("Bem-vindo ao Acolher"));
    expect(search).toBeLessThan(html.indexOf("Cuidar da saúde e do bem-estar"));
    const n = searchable!.n;
    expect(n).toBeGreaterThan(0);
    expect(html).toContain(
      n === 1 ? "1 profissional verificado" : `${n} profissionais verificados`,
    );
    // Specialty, city, bairro and how the session happens; a plain GET search before JavaScript.
    expect(html).toContain('action="/professionals"');
    expect(html).toContain("Atendimento");
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(meta(html, "og:image")).toBe(`${ORIGIN}/og/acolher-1200x630.png`);
    expect(meta(html, "robots")).toBeUndefined();
    expect(html).toContain('"@type":"WebSite"');
  });

  it("renders a client's home for them: the greeting paints with the HTML, kept by nobody (issue 35, item 0b)", async () => {
    const client = await makeClient(ctx.db, { firstName: "Marina" });
    const { cookie } = await signInAs(ctx.app, client);
    const res = await ctx.app.inject({ method: "GET", url: "/", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    // React marks where the text's parts meet (<!-- -->); the browser paints them as one.
    expect(res.body.replaceAll("<!-- -->", "")).toContain("Olá, Marina!");
    expect(res.body).toContain("Gerencie seus agendamentos e encontre profissionais qualificados.");
    expect(res.body).toContain("<title>Início | Acolher</title>");
    expect(res.body).not.toContain("Bem-vindo ao Acolher");
    // A signed-in page: not indexed, no preview, never kept by a browser or a proxy.
    expect(meta(res.body, "robots")).toContain("noindex");
    expect(meta(res.body, "og:image")).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("private, no-store");
    // The next visitor still gets the landing page, not Marina's home.
    const visitor = await ctx.app.inject({ method: "GET", url: "/" });
    expect(visitor.body).toContain("Bem-vindo ao Acolher");
    expect(visitor.body).not.toContain("Marina");
  });

  it("gives a professional the app's shell, and a browser whose session ended the landing page", async () => {
    const { cookie } = await signInAs(ctx.app, await makeProfessional(ctx.db));
    const pro = await ctx.app.inject({ method: "GET", url: "/", headers: { cookie } });
    expect(pro.body).not.toContain("Bem-vindo ao Acolher");
    expect(pro.body).not.toContain("Olá,");
    const ended = await ctx.app.inject({
      method: "GET",
      url: "/",
      headers: { cookie: "acolher_session=ended" },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.body).toContain("Bem-vindo ao Acolher");
    expect(ended.body).toContain(`<title>Acolher · Saúde e bem-estar</title>`);
  });
});
