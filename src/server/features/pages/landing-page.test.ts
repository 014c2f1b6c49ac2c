import path from "node:path";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { describe, expect, it } from "vitest";

/**
 * Issue 29, item 2: the home page a visitor opens is rendered by the server like the other
 * public pages: a heading, the search box first, the real numbers, a canonical address and a
 * link preview, before any JavaScript runs. A signed-in browser gets the app's shell.
 */
const ORIGIN = "https://acolher.example";
const ctx = setupTestApp({
  publicUrl: ORIGIN,
  ssrEntry: path.resolve("src/web/entry-server.tsx"),
});
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("the landing page rendered by the server", { timeout: 30_000 }, () => {
  it("arrives with its heading, the search box before the rest, its numbers and a preview", async () => {
    await makeProfessional(ctx.db);
    const res = await ctx.app.inject({ method: "GET", url: "/?utm_source=whatsapp" });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain("Bem-vindo ao Acolher");
    const search = html.indexOf('aria-label="Buscar profissionais"');
    expect(search).toBeGreaterThan(html.indexOf("Bem-vindo ao Acolher"));
    expect(search).toBeLessThan(html.indexOf("Cuidar da saúde e do bem-estar"));
    expect(html).toMatch(/1 profissional verificado/);
    // Specialty, city, bairro and how the session happens; a plain GET search before JavaScript.
    expect(html).toContain('action="/professionals"');
    expect(html).toContain("Atendimento");
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(meta(html, "og:image")).toBe(`${ORIGIN}/og/acolher-1200x630.png`);
    expect(meta(html, "robots")).toBeUndefined();
    expect(html).toContain('"@type":"WebSite"');
  });

  it("gives a signed-in browser the app's shell, with nothing rendered for a visitor", async () => {
    const { cookie } = await signInAs(ctx.app, await makeClient(ctx.db));
    const res = await ctx.app.inject({ method: "GET", url: "/", headers: { cookie } });
    expect(res.body).not.toContain("Bem-vindo ao Acolher");
  });
});
