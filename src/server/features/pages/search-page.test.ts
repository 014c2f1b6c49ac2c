import path from "node:path";
import { SSR_STATE_ID } from "@domain/public-pages";
import { professionalProfiles } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

/**
 * Decision 0366: the app's search page rendered by the server with the API's own answers, for
 * a visitor and a signed-in client; anyone else gets the app's shell, as before. The web app's
 * server entry is loaded from its source here (the build's is the same code).
 */
const ctx = setupTestApp({ ssrEntry: path.resolve("src/web/entry-server.tsx") });

const open = (url: string, cookie?: string) =>
  ctx.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

/** The reads the page came with (its JSON state), by query key. */
function stateOf(html: string): Map<string, unknown> {
  const match = /<script type="application\/json" id="[^"]+">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  const state = JSON.parse(match![1]!) as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
  };
  return new Map(state.queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));
}

describe("the search page rendered by the server (decision 0366)", { timeout: 30_000 }, () => {
  it("holds a visitor's results, not kept by any cache but the browser's revalidation", async () => {
    const family = uniqueWord("Renderiza");
    await makeProfessional(ctx.db, { user: { firstName: "Ana", lastName: family } });
    const answer = await open(`/professionals?specialty=Psicologia&name=${family}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.body).toContain(`Ana ${family}`);
    expect(answer.body).toContain("<title>Buscar profissionais | Acolher</title>");
    expect(answer.body).toContain('<meta name="robots" content="noindex" />');
    const state = stateOf(answer.body);
    expect(state.get(JSON.stringify(["auth", "user"]))).toBeNull();
    expect(state.has(JSON.stringify(["favourites", "ids"]))).toBe(false);
  });

  it("holds a client's own page with their hearts, never to be stored", async () => {
    const family = uniqueWord("Favorita");
    const pro = await makeProfessional(ctx.db, { user: { firstName: "Bia", lastName: family } });
    const client = await makeClient(ctx.db, { firstName: "Rita" });
    const { cookie, request } = await signInAs(ctx.app, client);
    const saved = await request({ method: "PUT", url: `/api/favourites/${pro.id}` });
    expect(saved.statusCode).toBe(200);
    const answer = await open(`/professionals?specialty=Psicologia&name=${family}`, cookie);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.body).toContain(`Salvo Bia ${family}`);
    const state = stateOf(answer.body);
    expect((state.get(JSON.stringify(["auth", "user"])) as { firstName: string }).firstName).toBe(
      "Rita",
    );
    expect(state.get(JSON.stringify(["favourites", "ids"]))).toEqual([pro.id]);
  });

  it("keeps a typed name that tries to end the script inside the page's data", async () => {
    const typed = "</script><script>alert(1)</script>";
    const answer = await open(
      `/professionals?specialty=Psicologia&name=${encodeURIComponent(typed)}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain("<script>alert(1)");
    // Still the page's own data, read back whole.
    const keys = [...stateOf(answer.body).keys()];
    expect(keys.some((key) => decodeURIComponent(key).includes(typed))).toBe(true);
  });

  it("gives a professional what it gave before: their app renders itself", async () => {
    const pro = await makeProfessional(ctx.db);
    const { cookie } = await signInAs(ctx.app, pro);
    const answer = await open("/professionals?specialty=Psicologia", cookie);
    // Without a built web app here, the server's not-found; with one, the app's shell.
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain(SSR_STATE_ID);
  });

  it("leaves out a read the API refused: the page asks again and shows the error", async () => {
    const url = "/professionals?specialty=Astrologia";
    expect((await open("/api/professionals/search?specialty=Astrologia&limit=24")).statusCode).toBe(
      400,
    );
    const answer = await open(url);
    expect(answer.statusCode).toBe(200);
    const state = stateOf(answer.body);
    expect([...state.keys()].some((key) => key.includes('"search"'))).toBe(false);
    expect(state.has(JSON.stringify(["professionals", "price-range"]))).toBe(true);
  });
});

describe("a client's view of a profile rendered by the server (decision 0366)", {
  timeout: 30_000,
}, () => {
  async function addressOf(id: string) {
    const [row] = await ctx.db
      .select({ n: professionalProfiles.publicNumber })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, id));
    const moved = await open(`/profissional/x-${row!.n}`);
    return moved.headers.location as string;
  }

  it("holds the client's own view, never to be stored nor kept for visitors", async () => {
    const family = uniqueWord("Vista");
    const pro = await makeProfessional(ctx.db, { user: { firstName: "Dora", lastName: family } });
    const address = await addressOf(pro.id);
    const client = await makeClient(ctx.db, { firstName: "Rita" });
    const { cookie, request } = await signInAs(ctx.app, client);
    await request({ method: "PUT", url: `/api/favourites/${pro.id}` });
    const answer = await open(address, cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.body).toContain(`Salvo Dora ${family}`);
    const state = stateOf(answer.body);
    expect(state.get(JSON.stringify(["favourites", "ids"]))).toEqual([pro.id]);
    expect(state.has(JSON.stringify(["professionals", "detail", pro.id]))).toBe(true);
    // A visitor next gets the visitors' page: no heart saved, no client's data.
    const visitor = await open(address);
    expect(visitor.body).not.toContain("Salvo Dora");
    expect(stateOf(visitor.body).get(JSON.stringify(["auth", "user"]))).toBeNull();
  });

  it("leaves a professional's view to their browser: the head, no page data", async () => {
    const pro = await makeProfessional(ctx.db);
    const other = await makeProfessional(ctx.db, { user: { firstName: "Eva" } });
    const { cookie } = await signInAs(ctx.app, pro);
    const answer = await open(await addressOf(other.id), cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("<title>");
    expect(answer.body).not.toContain(SSR_STATE_ID);
  });
});
