import path from "node:path";
import type { SiteInfo } from "@domain/contracts/site";
import { SSR_STATE_ID } from "@domain/public-routes";
import { professionalProfiles } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { makeProfessional } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

/**
 * Issue 31, item 1 (decision 0389): who operates Acolher is public (GET /api/site) and in the
 * footer of every page the server renders, in its HTML and its state, before any JavaScript.
 */
const SITE: SiteInfo = {
  operator: {
    name: "Cuidado Bom Tecnologia Ltda.",
    cnpj: "97.210.267/6331-80",
    address: "Av. Paulista, 1000, Bela Vista, São Paulo - SP, 01310-100",
    email: "contato@cuidadobom.com.br",
  },
  dpo: { name: "Marina Alves", email: "dpo@cuidadobom.com.br" },
};
const ctx = setupTestApp({
  publicUrl: "https://acolher.example",
  ssrEntry: path.resolve("src/web/entry-server.tsx"),
  site: SITE,
});

/** The page's footer text, and its server state as sent. */
function footerOf(html: string) {
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
  const text = footer.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
  const state = new RegExp(`<script[^>]*id="${SSR_STATE_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(
    html,
  )?.[1];
  return { text, state: state ?? "" };
}

describe("who operates Acolher (decision 0389)", { timeout: 30_000 }, () => {
  it("GET /api/site answers the configured operator and encarregado to anyone, cacheable", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/site" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SITE);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("a visitor's landing page names the operator and CNPJ in its footer and state", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/" });
    const { text, state } = footerOf(res.body);
    expect(text).toContain("Cuidado Bom Tecnologia Ltda. · CNPJ 97.210.267/6331-80");
    expect(text).toContain("Av. Paulista, 1000");
    expect(text).toContain("Encarregado de dados: Marina Alves (dpo@cuidadobom.com.br)");
    expect(state).toContain("Cuidado Bom Tecnologia Ltda.");
  });

  it("a visitor's profile page names them too", async () => {
    const user = await makeProfessional(ctx.db);
    const [row] = await ctx.db
      .select({ n: professionalProfiles.publicNumber })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, user.id));
    const first = await ctx.app.inject({ method: "GET", url: `/profissional/x-${row!.n}` });
    const url = first.statusCode === 200 ? `/profissional/x-${row!.n}` : first.headers.location!;
    const res = await ctx.app.inject({ method: "GET", url: url.replace(/^https?:\/\/[^/]+/, "") });
    expect(res.statusCode).toBe(200);
    const { text, state } = footerOf(res.body);
    expect(text).toContain("Cuidado Bom Tecnologia Ltda. · CNPJ 97.210.267/6331-80");
    expect(text).toContain("contato@cuidadobom.com.br");
    expect(state).toContain("dpo@cuidadobom.com.br");
  });
});
