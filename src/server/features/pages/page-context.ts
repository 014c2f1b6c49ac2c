import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteInfo } from "@domain/contracts/site";
import type { PublicPageRenderer } from "@domain/public-pages";
import {
  LISTING_ROUTE_PATTERNS,
  PROFILE_QUERY_KEYS,
  PROFILE_ROUTE_PATTERN,
  pageAddress,
  SEARCH_QUERY_KEYS,
} from "@domain/public-routes";
import type { Db, Listen } from "@server/db/client";
import { chooseEncoding } from "@server/http/compression";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PageHead } from "./head";
import { loadPageShell, type PageShell, pageHtml } from "./page-html";
import { loadPageCode, type PageViewer } from "./page-preloads";
import { pageBuild, pageVariant } from "./stored-pages";

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
  /** Who operates Acolher: every rendered page's footer names it (decision 0389). */
  site: SiteInfo;
}

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
  ["/", []],
  ...LISTING_ROUTE_PATTERNS.map((pattern): [string, readonly string[]] => [pattern, []]),
]);

/** The header of the app's own background renders (its value: one of the process's secrets). */
export const INTERNAL_RENDER_HEADER = "x-acolher-page-refresh";

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
 * What every part of the public pages shares (issue 29, item 14; decision 0379): the app, the
 * options, the page shell and the renderer, where a request's page lives (origin, address,
 * stored variant), the two secrets of the app's own renders, and how HTML is sent.
 */
export interface PagesContext {
  app: FastifyInstance;
  db: Db;
  options: PublicPagesOptions;
  shell: PageShell;
  /** A rendered page's own code (decision 0416): the app shell and the page's chunks. */
  pageCode(url: string, viewer: PageViewer): string[];
  renderer: PublicPageRenderer | undefined;
  /** The origin pages name: PUBLIC_URL's, else the local address (never the Host header). */
  originOf(req: FastifyRequest): string;
  /** The address a page is rendered, kept and stored under: only the parameters it reads. */
  pageUrlOf(req: FastifyRequest): string;
  /** The stored pages' variant for this request (decision 0369): build and origin. */
  variantOf(req: FastifyRequest): string;
  storedVariant(origin: string): string;
  /** The kept page's background render (decision 0356): skips the kept copy. */
  refreshSecret: string;
  /** The stored pages' background render (decision 0369): stored, not kept. */
  warmSecret: string;
  isRefreshing(req: FastifyRequest): boolean;
  isWarming(req: FastifyRequest): boolean;
  sendHtml(reply: FastifyReply, html: string | Buffer): FastifyReply;
  sendBrotli(reply: FastifyReply, body: Buffer): FastifyReply;
  acceptsBrotli(req: FastifyRequest): boolean;
  sendMissing(
    req: FastifyRequest,
    reply: FastifyReply,
    status: 404 | 410,
    title?: string,
  ): FastifyReply;
}

export async function pagesContext(
  app: FastifyInstance,
  options: PublicPagesOptions,
): Promise<PagesContext> {
  const shell = loadPageShell(options.webDir);
  const indexFile = options.webDir ? path.join(options.webDir, "index.html") : null;
  const pageCode =
    options.webDir && indexFile && existsSync(indexFile)
      ? loadPageCode(options.webDir, readFileSync(indexFile, "utf8"))
      : () => [];
  const renderer = await loadRenderer(options.ssrEntry);
  // Without PUBLIC_URL (a local demo) the pages name the local address this server answers on,
  // read from the connection, never from the Host header a request chose (issue 28, item 9).
  const originOf = (req: FastifyRequest) => {
    if (options.publicUrl) return new URL(options.publicUrl).origin;
    const port = req.socket?.localPort;
    return port ? `http://localhost:${port}` : "http://localhost";
  };
  // Decision 0369: profiles' pages kept in the database until they change, per build and origin.
  const build = pageBuild(shell, renderer ? options.ssrEntry : undefined, options.site);
  // Each background render carries a secret drawn when the process starts: nobody outside can
  // make the server skip its kept copy, or keep a page out of it.
  const refreshSecret = randomBytes(24).toString("base64url");
  const warmSecret = randomBytes(24).toString("base64url");
  const sendHtml = (reply: FastifyReply, html: string | Buffer) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
  return {
    app,
    db: options.db,
    options,
    shell,
    pageCode,
    renderer,
    originOf,
    /**
     * The address a page is rendered, kept and stored under: only the query parameters it
     * reads (issue 28, item 8; decision 0373). Any other parameter makes no render of its own.
     */
    pageUrlOf: (req) => {
      const keys = QUERY_KEYS_BY_ROUTE.get(req.routeOptions.url ?? "");
      return keys ? pageAddress(req.url, keys) : req.url;
    },
    variantOf: (req) => pageVariant(build, originOf(req)),
    storedVariant: (origin) => pageVariant(build, origin),
    refreshSecret,
    warmSecret,
    isRefreshing: (req) => req.headers[INTERNAL_RENDER_HEADER] === refreshSecret,
    isWarming: (req) => req.headers[INTERNAL_RENDER_HEADER] === warmSecret,
    sendHtml,
    /** A page already compressed with brotli, to a browser that accepts it. */
    sendBrotli: (reply, body) =>
      sendHtml(reply.header("vary", "accept-encoding").header("content-encoding", "br"), body),
    acceptsBrotli: (req) => chooseEncoding(req.headers["accept-encoding"]) === "br",
    sendMissing: (
      req,
      reply,
      status,
      title = status === 410 ? "Este perfil foi removido" : "Profissional não encontrado",
    ) =>
      reply
        .code(status)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(pageHtml(shell, NOT_FOUND_HEAD(originOf(req), title))),
  };
}
