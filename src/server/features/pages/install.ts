import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import type { CurrentUser } from "@domain/contracts/auth";
import {
  type AppPageAnswer,
  type PublicPageData,
  type PublicPageRenderer,
  profilePath,
  publicNumberOf,
  SPECIALTIES_BY_SLUG,
} from "@domain/public-pages";
import {
  LISTING_ROUTE_PATTERNS,
  PROFILE_QUERY_KEYS,
  PROFILE_ROUTE_PATTERN,
  pageAddress,
  SEARCH_QUERY_KEYS,
} from "@domain/public-routes";
import { SESSION_COOKIE } from "@server/auth/sessions";
import { limitVisitor } from "@server/auth/visitor-limit";
import type { Db, Listen } from "@server/db/client";
import { AppError } from "@server/errors";
import { chooseEncoding, compressPayload } from "@server/http/compression";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { findListingPage } from "./find-listing-page";
import { findProfilePage, numberOfProfessional } from "./find-profile-page";
import { listingHead, type PageHead, profileHead, searchHead } from "./head";
import { PageCache } from "./page-cache";
import { loadPageShell, type PageShell, pageHtml } from "./page-html";
import {
  listingSitemapFile,
  robotsTxt,
  sitemapFile,
  sitemapFileNames,
  sitemapIndexXml,
} from "./sitemap";
import {
  findStoredPage,
  pageBuild,
  pagesToRender,
  pageVariant,
  storeRenderedPage,
} from "./stored-pages";

export interface PublicPagesOptions {
  db: Db;
  /** The site's public origin (PUBLIC_URL), for canonical and preview addresses. */
  publicUrl?: string;
  /** The built web app (dist/web): its index.html is every page's shell. */
  webDir?: string;
  /** The built server entry (dist/ssr/entry-server.js); without it pages carry no markup. */
  ssrEntry?: string;
  /** Addresses per sitemap file (50,000, the protocol's limit; tests lower it). */
  sitemapFileSize?: number;
  /** How long a visitor's rendered page is served again (decision 0356); 0: never. */
  pageCacheMs?: number;
  /** How long the sitemap index is sent again as written (decision 0355); 0: never. */
  sitemapIndexCacheMs?: number;
  /**
   * The database's notices: a professional's page that stops being public (ban, deletion,
   * verification withdrawn) leaves the kept pages of every process at once (decision 0373).
   * Without it (API tests), kept pages live out their time.
   */
  listen?: Listen;
}

/** The channel the database's triggers notify when a public page must go (migration 0030). */
export const PAGES_GONE_CHANNEL = "acolher_public_pages_gone";

export async function loadRenderer(entry: string | undefined) {
  if (!entry) return undefined;
  try {
    return (await import(pathToFileURL(entry).href)) as PublicPageRenderer;
  } catch {
    return undefined;
  }
}

/** Which query parameters each page route reads (`pageAddress`); other routes keep theirs. */
const QUERY_KEYS_BY_ROUTE = new Map<string, readonly string[]>([
  [PROFILE_ROUTE_PATTERN, PROFILE_QUERY_KEYS],
  ["/professionals", SEARCH_QUERY_KEYS],
  ...LISTING_ROUTE_PATTERNS.map((pattern): [string, readonly string[]] => [pattern, []]),
]);

/** What a visitor past the public reads' limit gets instead of a page: why, and a way out. */
const tooManyPage = (message: string) =>
  [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    "<title>Muitas visitas em pouco tempo | Acolher</title></head>",
    '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">',
    `<h1>Muitas visitas em pouco tempo</h1><p>${message}</p>`,
    '<p><a href="/">Voltar ao início</a></p></body></html>',
  ].join("");

/** The header of a kept page's background render (its value: the process's secret). */
const REFRESH_HEADER = "x-acolher-page-refresh";

const NOT_FOUND_HEAD = (origin: string, title: string): PageHead => ({
  title: `${title} | Acolher`,
  description: title,
  canonical: `${origin}/`,
  image: null,
  indexable: false,
  jsonLd: { "@context": "https://schema.org", "@type": "WebPage", name: title },
  ogType: "website",
});

/**
 * The public pages (issue 18, decisions 0350-0354): profiles at their lasting address, listing
 * pages, robots.txt and the sitemap, as HTML the server writes with the web app's own
 * components. A signed-in browser gets the head and the app's shell: its app renders itself.
 */
export async function installPublicPages(app: FastifyInstance, options: PublicPagesOptions) {
  const { db } = options;
  const shell: PageShell = loadPageShell(options.webDir);
  const renderer = await loadRenderer(options.ssrEntry);
  // Without PUBLIC_URL (a local demo) the pages name the local address this server answers on,
  // read from the connection, never from the Host header a request chose (issue 28, item 9).
  const originOf = (req: FastifyRequest) => {
    if (options.publicUrl) return new URL(options.publicUrl).origin;
    const port = req.socket?.localPort;
    return port ? `http://localhost:${port}` : "http://localhost";
  };
  const fileSize = options.sitemapFileSize ?? 50_000;

  const cache = new PageCache(options.pageCacheMs ?? 0, () => app.clock().getTime());
  if (options.listen && (options.pageCacheMs ?? 0) > 0) {
    const stop = await options.listen(PAGES_GONE_CHANNEL, () => cache.clear());
    app.addHook("onClose", stop);
  }
  /** When each request's render began, for the page cache (`PageCache.mark`). */
  const begun = new WeakMap<FastifyRequest, number>();
  const keepPage = (req: FastifyRequest, html: string | null, encoded?: { br: Buffer }) =>
    cache.put(keptKey(req), html, encoded, begun.get(req));
  const sendHtml = (reply: FastifyReply, html: string | Buffer) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
  /** A page already compressed with brotli, to a browser that accepts it. */
  const sendBrotli = (reply: FastifyReply, body: Buffer) =>
    sendHtml(reply.header("vary", "accept-encoding").header("content-encoding", "br"), body);
  const acceptsBrotli = (req: FastifyRequest) =>
    chooseEncoding(req.headers["accept-encoding"]) === "br";

  // Decision 0369: profiles' pages kept in the database until they change, per build and origin.
  const build = pageBuild(shell, renderer ? options.ssrEntry : undefined);
  const variantOf = (req: FastifyRequest) => pageVariant(build, originOf(req));
  /**
   * The address a page is rendered, kept and stored under: only the query parameters it reads
   * (issue 28, item 8; decision 0373). Any other parameter makes no render of its own.
   */
  const pageUrlOf = (req: FastifyRequest) => {
    const keys = QUERY_KEYS_BY_ROUTE.get(req.routeOptions.url ?? "");
    return keys ? pageAddress(req.url, keys) : req.url;
  };
  /**
   * A render for a visitor counts against their network's public reads, as an API read does
   * (decision 0321): a flood of new addresses meets the limit instead of the renderer. The app's
   * own renders (a kept page's refresh, a stored page's warm-up) are not a visitor's.
   */
  const countRender = (req: FastifyRequest) => {
    if (req.headers[REFRESH_HEADER] === refreshSecret || isWarming(req)) return;
    limitVisitor(req, false, app.clock());
  };
  /** A page route: a visitor past the limit reads why, as a page, with a 429. */
  const pageRoute =
    <R extends FastifyRequest>(handler: (req: R, reply: FastifyReply) => Promise<unknown>) =>
    async (req: R, reply: FastifyReply) => {
      try {
        return await handler(req, reply);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== "too_many_requests") throw error;
        return reply
          .code(429)
          .header("retry-after", "60")
          .header("cache-control", "no-store")
          .type("text/html; charset=utf-8")
          .send(tooManyPage(error.message));
      }
    };
  // A kept page names its origin (canonical, previews): without PUBLIC_URL the origin is the
  // request's, so a page asked for under another Host header is another page, never sent here.
  const keptKey = (req: FastifyRequest) => `${originOf(req)} ${pageUrlOf(req)}`;

  /**
   * An app page rendered for this browser (decision 0366): the search for a visitor or a
   * client, a profile for a client. Its reads are the API's own answers to this browser: its
   * session, its address (the visitors' limit counts them as the browser's own), the same JSON
   * it would be sent. Null when the browser renders the page itself.
   */
  async function renderAppPage(req: FastifyRequest, found: { professionalId?: string } = {}) {
    if (!renderer?.appReads) return null;
    const read = (url: string) =>
      app.inject({
        method: "GET",
        url,
        headers: req.headers.cookie ? { cookie: req.headers.cookie } : {},
        remoteAddress: req.ip,
      });
    let user: CurrentUser | null = null;
    if (req.cookies[SESSION_COOKIE]) {
      const answer = await read("/api/auth/user");
      // A suspended account or a failing read: the browser's app says what it is.
      if (answer.statusCode === 200) user = answer.json<CurrentUser>();
      else if (answer.statusCode !== 401) return null;
    }
    const reads = renderer.appReads(pageUrlOf(req), user, found);
    if (!reads) return null;
    const answers = await Promise.all(
      reads.map(async ({ key, path: url, infinite }): Promise<AppPageAnswer | null> => {
        const answer = await read(url);
        // Only what succeeded: the page asks again for the rest and shows what it gets.
        return answer.statusCode === 200 ? { key, infinite, data: answer.json() } : null;
      }),
    );
    // A visitor's render counts as one more public read (a client's reads are their own).
    if (!user) countRender(req);
    try {
      const body = await renderer.render(pageUrlOf(req), {
        kind: "app",
        user,
        reads: answers.filter((answer) => answer !== null),
      });
      return { body, user };
    } catch (error) {
      // A page that cannot be rendered here is still the app's to render: never a 500.
      req.log.error({ err: error }, "app page render failed");
      return null;
    }
  }

  const sendAppPage = (reply: FastifyReply, html: string, rendered: { user: unknown }) =>
    reply
      .type("text/html; charset=utf-8")
      // A signed-in page holds the person's own data: never kept by a browser or a proxy.
      .header("cache-control", rendered.user ? "private, no-store" : "no-cache")
      .send(html);

  async function sendPage(
    req: FastifyRequest,
    reply: FastifyReply,
    head: PageHead,
    data: PublicPageData,
    /** A visitor's profile at its own address: kept under this version (decision 0369). */
    keep?: { professionalId: string; version: number },
  ) {
    const signedIn = !!req.cookies[SESSION_COOKIE];
    if (signedIn && data.kind === "profile") {
      // A client's own view of the profile (their hearts, whether they may book), rendered
      // from the API's answers to them; anyone else signed in renders it in the browser.
      const rendered = await renderAppPage(req, { professionalId: data.professional.id });
      if (rendered?.user) return sendAppPage(reply, pageHtml(shell, head, rendered.body), rendered);
    }
    if (renderer && !signedIn) countRender(req);
    const body = renderer && !signedIn ? await renderer.render(pageUrlOf(req), data) : undefined;
    const html = pageHtml(shell, head, body);
    if (signedIn) return sendHtml(reply, html);
    if (!keep) {
      keepPage(req, html);
      return sendHtml(reply, html);
    }
    // Compressed once: for this answer, the kept copy and the stored page. The background
    // render of pages nobody asked for keeps them out of the process's few kept pages.
    const br = compressPayload("br", html);
    if (!isWarming(req)) keepPage(req, html, { br });
    try {
      await storeRenderedPage(db, {
        ...keep,
        variant: variantOf(req),
        path: pageUrlOf(req),
        body: br,
      });
    } catch (error) {
      // The page is still this visitor's; the next visit renders it again.
      req.log.warn({ err: error }, "public page not stored");
    }
    return acceptsBrotli(req) ? sendBrotli(reply, br) : sendHtml(reply, html);
  }

  // The background render of a kept page carries this process's own secret (decision 0356):
  // nobody outside can make the server skip its copy.
  const refreshSecret = randomBytes(24).toString("base64url");
  // The stored pages' background render (decision 0369) carries its own: stored, not kept.
  const warmSecret = randomBytes(24).toString("base64url");
  const isWarming = (req: FastifyRequest) => req.headers[REFRESH_HEADER] === warmSecret;
  // One background render at a time: each is milliseconds of the one thread every visitor's
  // answer needs, so many pages coming due together are rendered one after another, between
  // answers, not all at once ahead of them (a page not rendered before its time just leaves).
  // Each is asked for as its visitor asked (the host and scheme the page names, without
  // PUBLIC_URL), so it lands under the same key.
  const due: { url: string; headers: Record<string, string> }[] = [];
  let rendering = false;
  const refresh = async (req: FastifyRequest) => {
    const headers: Record<string, string> = { [REFRESH_HEADER]: refreshSecret };
    for (const name of ["host", "x-forwarded-proto", "x-forwarded-host"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    due.push({ url: pageUrlOf(req), headers });
    if (rendering) return;
    rendering = true;
    for (let next = due.shift(); next !== undefined; next = due.shift()) {
      await app
        .inject({ method: "GET", url: next.url, headers: next.headers })
        .catch((error: unknown) => app.log.warn({ err: error }, "public page refresh failed"));
    }
    rendering = false;
  };

  /** A visitor's page rendered moments ago is sent again as it is (decision 0356). */
  app.addHook("onRequest", async (req, reply) => {
    if (req.method !== "GET" || req.cookies?.[SESSION_COOKIE]) return;
    begun.set(req, cache.mark());
    if (req.headers[REFRESH_HEADER] === refreshSecret || isWarming(req)) return;
    const key = keptKey(req);
    const kept = cache.body(key, chooseEncoding(req.headers["accept-encoding"]));
    if (!kept) return;
    if (cache.claimRefresh(key)) void refresh(req);
    reply.header("vary", "accept-encoding");
    if (kept.encoding) reply.header("content-encoding", kept.encoding);
    return sendHtml(reply, kept.body);
  });

  /**
   * Renders, one at a time, the public pages that have no current stored copy (new, changed, or
   * of another build), at most `limit`, each through the page's own route; between renders it
   * rests as long as the render took, so visitors keep at least half of the thread. The number
   * rendered. Only with PUBLIC_URL: the origin the pages' links and previews name.
   */
  async function renderStalePages(limit: number, everywhere = true): Promise<number> {
    if (!options.publicUrl) return 0;
    const variant = pageVariant(build, new URL(options.publicUrl).origin);
    const paths = await pagesToRender(db, variant, limit, { everywhere });
    for (const url of paths) {
      const started = performance.now();
      await app
        .inject({
          method: "GET",
          url,
          headers: { [REFRESH_HEADER]: warmSecret, "accept-encoding": "br" },
        })
        .catch((error: unknown) => app.log.warn({ err: error }, "public page render failed"));
      await new Promise((resolve) => setTimeout(resolve, performance.now() - started));
    }
    return paths.length;
  }
  app.decorate("renderStalePublicPages", renderStalePages);

  const sendMissing = (
    req: FastifyRequest,
    reply: FastifyReply,
    status: 404 | 410,
    title = status === 410 ? "Este perfil foi removido" : "Profissional não encontrado",
  ) =>
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(pageHtml(shell, NOT_FOUND_HEAD(originOf(req), title)));

  const queryOf = (url: string) => {
    const at = url.indexOf("?");
    return at < 0 ? "" : url.slice(at);
  };

  app.get<{ Params: { ref: string } }>(
    PROFILE_ROUTE_PATTERN,
    pageRoute(async (req: FastifyRequest<{ Params: { ref: string } }>, reply) => {
      const number = publicNumberOf(req.params.ref);
      if (number === null) return sendMissing(req, reply, 404);
      // A visitor's page at its own address, as stored when it was last rendered (decision 0369):
      // a stored page is current, the triggers clear it when anything on it changes.
      const plain = !req.cookies[SESSION_COOKIE] && !pageUrlOf(req).includes("?");
      if (plain) {
        const stored = await findStoredPage(db, number, variantOf(req));
        if (stored?.path === pageUrlOf(req)) {
          if (!isWarming(req)) keepPage(req, null, { br: stored.body });
          return acceptsBrotli(req)
            ? sendBrotli(reply, stored.body)
            : sendHtml(reply, brotliDecompressSync(stored.body));
        }
      }
      const found = await findProfilePage(db, number);
      if (found.status !== "found")
        return sendMissing(req, reply, found.status === "gone" ? 410 : 404);
      const canonicalPath = profilePath(found.data.professional);
      // A stale or missing slug: the number found them; the address they live at now.
      if (`/profissional/${req.params.ref}` !== canonicalPath) {
        return reply.redirect(canonicalPath + queryOf(pageUrlOf(req)), 301);
      }
      return sendPage(
        req,
        reply,
        profileHead(found.data, originOf(req), found.indexable),
        found.data,
        // Only the page at its own address, without a query, is kept (decision 0369).
        plain
          ? { professionalId: found.data.professional.id, version: found.renderVersion }
          : undefined,
      );
    }),
  );

  // The app's old profile address (SPEC §2) lives on as a permanent redirect.
  app.get<{ Params: { id: string } }>("/professional/:id", async (req, reply) => {
    const number = await numberOfProfessional(db, req.params.id);
    if (number === null) return reply.callNotFound();
    const found = await findProfilePage(db, number);
    if (found.status !== "found") return reply.callNotFound();
    return reply.redirect(profilePath(found.data.professional) + queryOf(req.url), 301);
  });

  const listing = async (
    req: FastifyRequest<{ Params: { city: string; neighborhood?: string } }>,
    reply: FastifyReply,
    specialty: string,
  ) => {
    const data = await findListingPage(db, { specialty, ...req.params });
    // An unknown city is a real 404 (with noindex), not the app's shell answering 200.
    if (!data) return sendMissing(req, reply, 404, "Página não encontrada");
    return sendPage(req, reply, listingHead(data, originOf(req)), data);
  };
  for (const slug of SPECIALTIES_BY_SLUG.keys()) {
    app.get<{ Params: { city: string } }>(
      `/${slug}/:city`,
      pageRoute((req: FastifyRequest<{ Params: { city: string } }>, reply) =>
        listing(req, reply, slug),
      ),
    );
    app.get<{ Params: { city: string; neighborhood: string } }>(
      `/${slug}/:city/:neighborhood`,
      pageRoute((req: FastifyRequest<{ Params: { city: string; neighborhood: string } }>, reply) =>
        listing(req, reply, slug),
      ),
    );
  }

  // The app's search page, rendered for a visitor or a signed-in client (decision 0366): the
  // page arrives with its results instead of waiting for its code, then its reads.
  // Its code is not named in the HTML, as the profiles' and listings' is not: on slow 4G it
  // would share the first second with the style sheet the page paints with.
  app.get(
    "/professionals",
    pageRoute(async (req, reply) => {
      const rendered = await renderAppPage(req);
      if (!rendered) return reply.callNotFound();
      return sendAppPage(
        reply,
        pageHtml(shell, searchHead(originOf(req)), rendered.body),
        rendered,
      );
    }),
  );

  app.get("/robots.txt", async (req, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robotsTxt(originOf(req))),
  );
  // The index counts every listing page (about 0.5 s of the database's time at 100,000
  // professionals): written at most once per origin in `sitemapIndexCacheMs` (decision 0355).
  // The counted file names are kept, not the XML: any Host header gets the same count.
  let counted: { files: Promise<string[]>; until: number } | undefined;
  const indexFiles = () => {
    const now = app.clock().getTime();
    if (counted && counted.until > now) return counted.files;
    const files = sitemapFileNames(db, fileSize);
    const ttl = options.sitemapIndexCacheMs ?? 0;
    if (ttl > 0) {
      const entry = { files, until: now + ttl };
      counted = entry;
      // A failed count is not kept.
      files.catch(() => {
        if (counted === entry) counted = undefined;
      });
    }
    return files;
  };
  app.get("/sitemap.xml", async (req, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(sitemapIndexXml(await indexFiles(), originOf(req))),
  );
  app.get<{ Params: { file: string } }>("/sitemap-:file", async (req, reply) => {
    const match = /^(profissionais|listas)-([1-9][0-9]{0,6})\.xml$/.exec(req.params.file);
    const notFound = () =>
      reply.code(404).type("text/plain; charset=utf-8").send("Arquivo não encontrado");
    if (!match) return notFound();
    // A file reads up to 50,000 rows: it counts against the network's public reads (0321).
    limitVisitor(req, false, app.clock());
    // Only the files the index names: one past its last is a 404, not an empty list.
    if (!(await indexFiles()).includes(`${match[1]}-${match[2]}`)) return notFound();
    const file = match[1] === "listas" ? listingSitemapFile : sitemapFile;
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(file(db, originOf(req), Number(match[2]), fileSize));
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Renders public pages without a current stored copy, at most this many (decision 0369);
     * `everywhere` false: only those a change cleared.
     */
    renderStalePublicPages: (limit: number, everywhere?: boolean) => Promise<number>;
  }
}
