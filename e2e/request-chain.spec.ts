/**
 * Issue 18 §6, decision 0360: a signed-in page's first read starts with its code, not after a
 * chain of loads. With every request taking at least 150 ms, the search of
 * /professionals?specialty=… used to start seven levels deep, after the page's chunk had
 * loaded (HTML → main JS → /api/auth/user → signed-in → client area → search page → search);
 * the client home's confirmations likewise. Since decision 0344 the HTML names the page's code
 * and starts GET /api/auth/user: the code at depth 2, beside the entry, and the first read at 3.
 * Since decision 0366 the search page comes rendered by the server with its reads; since
 * decision 0415 the client home too.
 * Depths come from the browser's own timings (CDP).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../src/server/demo/accounts";
import { seedDemoData } from "../src/server/demo/seed";
import { skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney } from "./fixtures/journey";
import { type ChainRequest, formatChain, recordRequestChain } from "./fixtures/request-chain";

/** Slow enough that each request visibly waits or not; the bandwidth left wide. */
const SLOW_ROUND_TRIPS = {
  offline: false,
  latency: 150,
  downloadThroughput: 10 * 1024 * 1024,
  uploadThroughput: 10 * 1024 * 1024,
};

describe.skipIf(skipWithoutBrowser)("request chain on a slow network", () => {
  const journey = setupJourney("request-chain", { demoMode: true });
  beforeAll(async () => seedDemoData(journey.server.db));

  /** The demo client's phone, signed in and back for another visit, opening `path`. */
  async function openAsReturningClient(path: string, waitFor: string, chunk: string) {
    const page = await journey.visitor();
    const context = page.context();
    const { email, password } = DEMO_ACCOUNTS.client;
    await context.request.post("/api/auth/login", { data: { email, password } });
    await page.goto("/");
    await page.getByRole("heading", { name: /Olá/ }).waitFor();
    // The home comes rendered; its code, asked for once it is painted (decision 0416),
    // remembers the area.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === "acolher_area")?.value)
      .toBe("client");
    const next = await context.newPage();
    const recorder = await recordRequestChain(context, next, SLOW_ROUND_TRIPS);
    await next.goto(path);
    await next.getByText(waitFor).first().waitFor();
    // The page's code may start after the text is painted (a server-rendered page) and after
    // a quiet half second on a busy machine: wait for it to be asked for and loaded.
    await expect
      .poll(() => recorder.chain().find((r) => r.path.startsWith(chunk))?.end, { timeout: 20_000 })
      .toBeDefined();
    await next.waitForLoadState("networkidle");
    return recorder.chain();
  }

  const find = (chain: ChainRequest[], prefix: string) => {
    const found = chain.find((r) => r.path.startsWith(prefix));
    if (!found) throw new Error(`${prefix} não foi pedido:\n${formatChain(chain)}`);
    return found;
  };

  /** The page's code and the user's read start with the entry, named by the HTML (0344). */
  const expectStartedByHtml = (chain: ChainRequest[], pageChunk: ChainRequest) => {
    const explain = `\n${formatChain(chain)}`;
    expect(pageChunk.depth, explain).toBe(2);
    expect(find(chain, "/assets/app-").depth, explain).toBe(2);
    const users = chain.filter((r) => r.path === "/api/auth/user");
    expect(
      users.map((r) => r.depth),
      `um só pedido do usuário${explain}`,
    ).toEqual([2]);
  };

  /**
   * A rendered page's code is asked for once the page is painted (decision 0416): the entry
   * only after the style sheet has arrived, and with it the app shell and the page's chunk.
   */
  const expectCodeAfterPaint = (chain: ChainRequest[], pageChunk: string) => {
    const explain = `\n${formatChain(chain)}`;
    const sheet = chain.find((r) => /^\/assets\/index-[\w-]+\.css$/.test(r.path));
    const entry = chain.find((r) => /^\/assets\/index-[\w-]+\.js$/.test(r.path));
    expect(sheet?.end, explain).toBeDefined();
    expect(entry?.start, explain).toBeGreaterThanOrEqual(sheet!.end!);
    // The page's own chunks come with the entry, not after it (decision 0344 kept).
    expect(find(chain, pageChunk).depth, explain).toBe(entry!.depth);
    expect(find(chain, "/assets/app-").depth, explain).toBe(entry!.depth);
  };

  it("the search arrives with its page: no read waits for the code (decision 0366)", async () => {
    const chain = await openAsReturningClient(
      "/professionals?specialty=Psicologia",
      "Buscar profissionais",
      "/assets/search-page-",
    );
    const explain = `\n${formatChain(chain)}`;
    // The server rendered the results and sent the page's reads with them: the browser asks
    // for none of them, the current user included.
    for (const read of [
      "/api/auth/user",
      "/api/professionals/search",
      "/api/professionals/price-range",
      "/api/favourites/ids",
    ]) {
      expect(
        chain.filter((r) => r.path.startsWith(read)),
        `${read}${explain}`,
      ).toEqual([]);
    }
    // Its code, for React to take over a page already painted, is asked for once the page is
    // painted (decision 0416): never beside the style sheet the page paints with, then the
    // entry and the app shell it loads.
    expectCodeAfterPaint(chain, "/assets/search-page-");
    const scripts = chain.filter((r) => /^\/assets\/.*\.js$/.test(r.path));
    expect(scripts.length, explain).toBeLessThanOrEqual(15);
  });

  it("the client home arrives with its greeting and confirmations: no read waits for the code (decision 0415)", async () => {
    const chain = await openAsReturningClient(
      "/",
      "Atividade recente",
      "/assets/client-home-page-",
    );
    const explain = `\n${formatChain(chain)}`;
    // The user and the services awaiting confirmation came with the page.
    for (const read of ["/api/auth/user", "/api/service-confirmations"]) {
      expect(
        chain.filter((r) => r.path.startsWith(read)),
        `${read}${explain}`,
      ).toEqual([]);
    }
    expectCodeAfterPaint(chain, "/assets/client-home-page-");
  });

  it("a page the browser renders names its code in the HTML: it starts with the entry (decision 0344)", async () => {
    const chain = await openAsReturningClient(
      "/appointments",
      "Agenda e Avaliações",
      "/assets/client-appointments-page-",
    );
    expectStartedByHtml(chain, find(chain, "/assets/client-appointments-page-"));
  });
});
