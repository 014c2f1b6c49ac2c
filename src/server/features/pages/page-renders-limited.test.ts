import path from "node:path";
import { VISITOR_RATE_LIMITED_MESSAGE } from "@server/auth/visitor-limit";
import { professionalProfiles } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { professionalPage } from "@server/test/page-helpers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

/**
 * Issue 28, item 8 (decision 0373): a public page is rendered under the query parameters it
 * reads, so a campaign tag or a bot's random string is served the page already kept; and each
 * render a visitor causes counts against their network's public reads (120 a minute, decision
 * 0321), so a flood of new addresses meets the limit instead of the renderer.
 */
// The limit counts per clock minute: a flood answered across a minute's end would be counted in
// two minutes (240 allowed). The app's clock stands at one second into a minute, as in the
// visitor limit's own tests.
const instant = new Date(Math.ceil(testNow().getTime() / 60_000) * 60_000 + 1_000);
const ctx = setupTestApp({
  clock: () => instant,
  ssrEntry: path.resolve("src/web/entry-server.tsx"),
  publicUrl: "https://acolher.example",
  pageCacheMs: 30_000,
});

const visit = (url: string, remoteAddress: string) =>
  ctx.app.inject({ method: "GET", url, remoteAddress });

const setPrice = (userId: string, price: string) =>
  ctx.db
    .update(professionalProfiles)
    .set({ priceRange: price })
    .where(eq(professionalProfiles.userId, userId));

describe("public pages and their query strings", { timeout: 60_000 }, () => {
  it("a query the page does not read gets the page already kept, not a render of its own", async () => {
    const { user, url } = await professionalPage(ctx.db);
    expect((await visit(url, "10.80.0.1")).body).toContain("R$ 180,00");
    await setPrice(user.id, "250.00");
    for (const query of ["?utm_source=whatsapp", "?fbclid=IwAR0x&utm_medium=social", "?x=1&"]) {
      const again = await visit(`${url}${query}`, "10.80.0.1");
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain("R$ 180,00");
    }
    // What the page reads is a page of its own.
    expect((await visit(`${url}?neighborhood=Centro`, "10.80.0.1")).body).toContain("R$ 250,00");
  });

  it("150 new addresses from one network: the renders past the limit get a Portuguese 429 page", async () => {
    const { url } = await professionalPage(ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => visit(`${url}?neighborhood=Bairro${i}`, "10.80.0.2")),
    );
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(120);
    expect(refused.length).toBeGreaterThanOrEqual(30);
    expect(refused[0]!.headers["content-type"]).toContain("text/html");
    expect(refused[0]!.headers["retry-after"]).toBe("60");
    expect(refused[0]!.body).toContain(VISITOR_RATE_LIMITED_MESSAGE);
    // Another network is not held back by this one.
    expect((await visit(`${url}?neighborhood=Outro`, "10.81.0.1")).statusCode).toBe(200);
  });

  it("the search page's renders count too", async () => {
    const answers = await Promise.all(
      Array.from({ length: 130 }, (_, i) =>
        visit(`/professionals?specialty=Psicologia&name=Busca${i}`, "10.80.0.3"),
      ),
    );
    expect(answers.some((a) => a.statusCode === 429)).toBe(true);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
  });
});
