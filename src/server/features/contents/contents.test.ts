import { buildApp } from "@server/app";
import type { Db } from "@server/db/client";
import {
  emailOutbox,
  notifications,
  professionalProfiles,
  publicPageRenders,
} from "@server/db/schema";
import { TEST_SESSION_SECRET } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { openTestDatabase } from "@server/test/db";
import { makeAdmin, makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { uniqueWord } from "@server/test/search-helpers";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Issue 34, item 2 (decision 0404): publishing, the public page, follows, the feed, reports. */
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
    sitemapFileSize: 1000,
  });
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(async () => close?.());

const TEXT =
  "Um parágrafo com **negrito** e *itálico*.\n\n- primeiro\n- segundo\n\nVeja https://www.gov.br/saude.";

async function publishAs(pro: { id: string; email: string }, title: string, contentText = TEXT) {
  const caller = await signInAs(app, pro);
  return caller.request({
    method: "POST",
    url: "/api/contents",
    payload: { title, contentText },
  });
}

const get = (url: string) => app.inject({ method: "GET", url });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

async function sitemapAddresses() {
  const index = await get("/sitemap.xml");
  const files = locs(index.body).filter((file) => file.includes("/sitemap-conteudos-"));
  const all: string[] = [];
  for (const file of files) all.push(...locs((await get(file.slice(ORIGIN.length))).body));
  return all;
}

describe("publishing a content", () => {
  it("lets only a verified professional publish, with the councils' rules and the limits", async () => {
    const pending = await makeProfessional(db, { verified: false });
    const refused = await publishAs(pending, "Ansiedade no trabalho");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain("verificados");

    const client = await makeClient(db);
    const asClient = await signInAs(app, client);
    const byClient = await asClient.request({
      method: "POST",
      url: "/api/contents",
      payload: { title: "Ansiedade no trabalho", contentText: TEXT },
    });
    expect(byClient.statusCode).toBe(403);

    const pro = await makeProfessional(db);
    const promo = await publishAs(pro, "Promoção de inverno", "Sessões com 20% de desconto.");
    expect(promo.statusCode).toBe(400);
    expect(promo.json().message).toMatch(/não podem anunciar promoções \(CFN Res\. 599\/2018/);
    const testimonial = await publishAs(pro, "O que dizem de mim", "Leia o depoimento da Maria.");
    expect(testimonial.statusCode).toBe(400);
    expect(testimonial.json().fieldErrors.contentText[0]).toMatch(
      /depoimentos.*CFP Res\. 10\/2005 art\. 20/,
    );
    const beforeAfter = await publishAs(pro, "Antes e depois de um paciente", "Veja as fotos.");
    expect(beforeAfter.json().fieldErrors.title[0]).toContain("antes e depois");
    const promise = await publishAs(pro, "Método novo", "Resultado garantido em 30 dias.");
    expect(promise.json().message).toContain("resultados prometidos ou garantidos");

    const control = await publishAs(pro, "Sono e rotina", "Texto com \u0007 sino");
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toBe("Remova caracteres de controle do texto.");
    expect((await publishAs(pro, "Ab")).json().fieldErrors.title).toEqual([
      "O título deve ter pelo menos 3 caracteres.",
    ]);
    expect((await publishAs(pro, "x".repeat(121))).statusCode).toBe(400);
    const long = await publishAs(pro, "Texto longo", "a".repeat(10_001));
    expect(long.json().fieldErrors.contentText[0]).toContain("10.000");
    expect((await publishAs(pro, "Texto no limite", "a".repeat(10_000))).statusCode).toBe(201);

    const ok = await publishAs(pro, "Ansiedade no trabalho: o que observar");
    expect(ok.statusCode).toBe(201);
    const content = ok.json();
    expect(content.path).toMatch(
      /^\/conteudos\/ansiedade-no-trabalho-o-que-observar-[0-9a-f]{10}$/,
    );
  });

  it("edits and deletes only one's own contents, and keeps the address", async () => {
    const pro = await makeProfessional(db);
    const other = await signInAs(app, await makeProfessional(db));
    const created = (await publishAs(pro, "Hidratação no verão")).json();
    const edit = { title: "Hidratação no inverno", contentText: "Beba água." };
    const foreign = await other.request({
      method: "PUT",
      url: `/api/contents/${created.id}`,
      payload: edit,
    });
    expect(foreign.statusCode).toBe(404);
    const caller = await signInAs(app, pro);
    const edited = await caller.request({
      method: "PUT",
      url: `/api/contents/${created.id}`,
      payload: edit,
    });
    expect(edited.json()).toMatchObject({ title: "Hidratação no inverno", path: created.path });
    const page = await get(created.path);
    expect(page.body).toContain("Hidratação no inverno");
    expect(
      (await other.request({ method: "DELETE", url: `/api/contents/${created.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await caller.request({ method: "DELETE", url: `/api/contents/${created.id}` })).statusCode,
    ).toBe(200);
    expect((await get(created.path)).statusCode).toBe(404);
  });
});

describe("a content's public page", () => {
  it("serves the head, the Article JSON-LD and the text escaped, and is in the sitemap", async () => {
    const first = uniqueWord("Ana");
    const pro = await makeProfessional(db, {
      user: { firstName: first, lastName: "Souza" },
      profile: { titleForm: "feminine" },
    });
    const text =
      "Primeiro parágrafo <script>alert(1)</script> com **força**.\n\n- item com https://exemplo.org/a?b=1&c=2\n- javascript:alert(1)\n\n[link](javascript:alert(2))";
    const created = (await publishAs(pro, "Sono <b>e</b> rotina", text)).json();
    const page = await get(created.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const html = page.body;
    expect(meta(html, "og:title")).toBe("Sono &lt;b&gt;e&lt;/b&gt; rotina | Acolher");
    expect(meta(html, "og:type")).toBe("article");
    expect(meta(html, "og:description")).toContain("Primeiro parágrafo &lt;script&gt;");
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${created.path}" />`);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("<strong>força</strong>");
    expect(html).toContain(
      '<a href="https://exemplo.org/a?b=1&amp;c=2" rel="nofollow ugc noopener" target="_blank">',
    );
    expect(html).not.toMatch(/href="javascript/);
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    const ld = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!,
    );
    expect(ld).toMatchObject({
      "@type": "Article",
      headline: "Sono <b>e</b> rotina",
      datePublished: created.publishedAt,
      author: { "@type": "Person", name: `${first} Souza`, jobTitle: "Psicóloga" },
    });
    expect(ld.author.url).toBe(`${ORIGIN}${created.author.profilePath}`);
    expect(html).toContain(`href="${created.author.profilePath}"`);
    expect(await sitemapAddresses()).toContain(`${ORIGIN}${created.path}`);

    // The profile lists it under 'Conteúdos' (its page data and its API read).
    const listed = await get(`/api/professionals/${pro.id}/contents`);
    expect(listed.json().map((c: { id: string }) => c.id)).toEqual([created.id]);
    const pageData = await get(`/api/pages?path=${encodeURIComponent(created.author.profilePath)}`);
    expect(pageData.json().contents[0].title).toBe("Sono <b>e</b> rotina");
  });

  it("is 404 for an unknown address or an author no longer verified", async () => {
    expect((await get("/conteudos/nada-aqui-0000000000")).statusCode).toBe(404);
    const pro = await makeProfessional(db);
    const created = (await publishAs(pro, "Alongamento diário")).json();
    await db
      .update(professionalProfiles)
      .set({ isVerified: false })
      .where(eq(professionalProfiles.userId, pro.id));
    expect((await get(created.path)).statusCode).toBe(404);
    expect(await sitemapAddresses()).not.toContain(`${ORIGIN}${created.path}`);
  });
});

describe("follows and the feed", () => {
  it("keeps follows private to the client who follows", async () => {
    const pro = await makeProfessional(db);
    const client = await signInAs(app, await makeClient(db));
    const otherClient = await signInAs(app, await makeClient(db));
    expect((await client.request({ method: "PUT", url: `/api/follows/${pro.id}` })).json()).toEqual(
      {
        following: true,
      },
    );
    expect((await client.request({ method: "GET", url: `/api/follows/${pro.id}` })).json()).toEqual(
      {
        following: true,
      },
    );
    // Another client reads only their own answer; the professional and visitors read nothing.
    expect(
      (await otherClient.request({ method: "GET", url: `/api/follows/${pro.id}` })).json(),
    ).toEqual({
      following: false,
    });
    const asPro = await signInAs(app, pro);
    expect((await asPro.request({ method: "GET", url: `/api/follows/${pro.id}` })).statusCode).toBe(
      403,
    );
    expect((await get(`/api/follows/${pro.id}`)).statusCode).toBe(401);
    const profile = await get(`/api/professionals/${pro.id}`);
    expect(profile.body).not.toMatch(/follow/i);
    expect(
      (await client.request({ method: "DELETE", url: `/api/follows/${pro.id}` })).json(),
    ).toEqual({
      following: false,
    });
    const unverified = await makeProfessional(db, { verified: false });
    expect(
      (await client.request({ method: "PUT", url: `/api/follows/${unverified.id}` })).statusCode,
    ).toBe(404);
  });

  it("shows followed professionals' contents first, then the client's city, by pages", async () => {
    const city = uniqueWord("Cidade");
    const followed = await makeProfessional(db, {
      user: { city: uniqueWord("Longe") },
      serviceOptions: ["online"],
    });
    const near = await makeProfessional(db, { user: { city }, serviceOptions: ["online"] });
    const far = await makeProfessional(db, {
      user: { city: uniqueWord("Outra") },
      serviceOptions: ["online"],
    });
    const client = await signInAs(app, await makeClient(db, { city }));
    const followedOld = (await publishAs(followed, "Seguido antigo")).json();
    const nearNew = (await publishAs(near, "Perto novo")).json();
    await publishAs(far, "Longe de tudo");
    const followedNew = (await publishAs(followed, "Seguido novo")).json();
    await client.request({ method: "PUT", url: `/api/follows/${followed.id}` });
    const feed = await client.request({ method: "GET", url: "/api/feed" });
    expect(feed.statusCode).toBe(200);
    const items = feed.json().items as { id: string; followed: boolean; title: string }[];
    expect(items.slice(0, 2).map((i) => i.id)).toEqual([followedNew.id, followedOld.id]);
    expect(items.slice(0, 2).every((i) => i.followed)).toBe(true);
    expect(items[2]).toMatchObject({ id: nearNew.id, followed: false });
    expect(items.map((i) => i.title)).not.toContain("Longe de tudo");
    expect(feed.json().nextCursor).toBeNull();
  });

  it("pages the feed with a cursor, without repeating", async () => {
    const city = uniqueWord("Paginas");
    const pro = await makeProfessional(db, { user: { city }, serviceOptions: ["online"] });
    const client = await signInAs(app, await makeClient(db, { city }));
    await client.request({ method: "PUT", url: `/api/follows/${pro.id}` });
    for (let i = 0; i < 12; i++) await publishAs(pro, `Texto número ${i}`);
    const first = (await client.request({ method: "GET", url: "/api/feed" })).json();
    expect(first.items).toHaveLength(10);
    const second = (
      await client.request({ method: "GET", url: `/api/feed?cursor=${first.nextCursor}` })
    ).json();
    const ids = [...first.items, ...second.items].map((i: { id: string }) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(second.items.length).toBeGreaterThanOrEqual(2);
    expect((await client.request({ method: "GET", url: "/api/feed?cursor=bad" })).statusCode).toBe(
      400,
    );
  });
});

describe("reports and the admin's decision", () => {
  it("takes a report once; hiding tells the author, answers 410 and leaves the sitemap", async () => {
    const pro = await makeProfessional(db);
    const created = (await publishAs(pro, "Exercícios para a coluna")).json();
    // The author's profile page was stored: hiding clears it.
    const reporter = await signInAs(app, await makeClient(db));
    const report = { contentId: created.id, reason: "desinformacao", details: "Perigoso." };
    expect(
      (await reporter.request({ method: "POST", url: "/api/content-reports", payload: report }))
        .statusCode,
    ).toBe(201);
    const again = await reporter.request({
      method: "POST",
      url: "/api/content-reports",
      payload: report,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("já denunciou");
    const own = await (await signInAs(app, pro)).request({
      method: "POST",
      url: "/api/content-reports",
      payload: report,
    });
    expect(own.statusCode).toBe(403);

    const admin = await signInAs(app, await makeAdmin(db));
    const queue = (
      await admin.request({ method: "GET", url: "/api/admin/content-reports" })
    ).json();
    const item = queue.items.find((i: { id: string }) => i.id === created.id);
    expect(item).toMatchObject({
      reportCount: 1,
      reports: [{ reason: "desinformacao", details: "Perigoso." }],
    });
    expect(JSON.stringify(item)).not.toContain(reporter.userId);

    await db
      .insert(publicPageRenders)
      .values({
        professionalId: pro.id,
        version: 1,
        variant: "v",
        path: "/p",
        body: Buffer.from("x"),
      })
      .onConflictDoUpdate({
        target: publicPageRenders.professionalId,
        set: { body: Buffer.from("x") },
      });
    const decided = await admin.request({
      method: "POST",
      url: `/api/admin/contents/${created.id}/decision`,
      payload: { resolution: "hidden", reason: "desinformacao", note: "Texto perigoso" },
    });
    expect(decided.json()).toEqual({ contentId: created.id, hidden: true, resolvedReports: 1 });
    const twice = await admin.request({
      method: "POST",
      url: `/api/admin/contents/${created.id}/decision`,
      payload: { resolution: "dismissed" },
    });
    expect(twice.statusCode).toBe(409);

    expect((await get(created.path)).statusCode).toBe(410);
    expect(await sitemapAddresses()).not.toContain(`${ORIGIN}${created.path}`);
    expect((await get(`/api/professionals/${pro.id}/contents`)).json()).toEqual([]);
    const [stored] = await db
      .select({ body: publicPageRenders.body })
      .from(publicPageRenders)
      .where(eq(publicPageRenders.professionalId, pro.id));
    expect(stored?.body).toBeNull();

    const [told] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, pro.id), eq(notifications.kind, "content_hidden")));
    expect(told).toMatchObject({ title: "Um conteúdo seu foi ocultado", link: "/social" });
    const [mail] = await db
      .select({ params: emailOutbox.params })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientId, pro.id), eq(emailOutbox.kind, "content_hidden")));
    expect(JSON.stringify(mail?.params)).not.toContain("coluna");

    const mine = (
      await (await signInAs(app, pro)).request({ method: "GET", url: "/api/contents/mine" })
    ).json();
    expect(mine.find((c: { id: string }) => c.id === created.id)).toMatchObject({
      hiddenReason: "desinformacao",
    });
  });

  it("dismisses a report and keeps the content", async () => {
    const pro = await makeProfessional(db);
    const created = (await publishAs(pro, "Respiração e calma")).json();
    const reporter = await signInAs(app, await makeClient(db));
    await reporter.request({
      method: "POST",
      url: "/api/content-reports",
      payload: { contentId: created.id, reason: "spam" },
    });
    const admin = await signInAs(app, await makeAdmin(db));
    const hideWithout = await admin.request({
      method: "POST",
      url: `/api/admin/contents/${created.id}/decision`,
      payload: { resolution: "hidden" },
    });
    expect(hideWithout.statusCode).toBe(400);
    const dismissed = await admin.request({
      method: "POST",
      url: `/api/admin/contents/${created.id}/decision`,
      payload: { resolution: "dismissed" },
    });
    expect(dismissed.json()).toMatchObject({ hidden: false, resolvedReports: 1 });
    expect((await get(created.path)).statusCode).toBe(200);
  });
});
