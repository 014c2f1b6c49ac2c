import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { IceServer } from "@domain/contracts/rooms";
import type { SiteInfo } from "@domain/contracts/site";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { installAuth } from "./auth/plugin";
import { SessionStore } from "./auth/sessions";
import { installVisitorLimit } from "./auth/visitor-limit";
import type { Db, Listen } from "./db/client";
import type { ReadDb } from "./db/replicas";
import { DEMO_SITE, type TrustProxy } from "./env";
import { AppError } from "./errors";
import { featureRoutes } from "./features";
import { installLive } from "./features/messages/live";
import { installPublicPages } from "./features/pages/install";
import { MANIFEST_FILE, pagePreloads, withPreloads } from "./features/pages/page-preloads";
import { installSignalling } from "./features/rooms/signal-route";
import { installCompression } from "./http/compression";
import { installErrorHandler } from "./http/error-handler";
import { installFormBodies } from "./http/form-bodies";
import { frameworkErrorOptions } from "./http/framework-errors";
import { healthRoutes } from "./http/health";
import { AccessLog, type LogDestination, loggerOptions } from "./http/logging";
import { openApiRoutes } from "./http/openapi";
import { installReadDb } from "./http/read-db";
import { type RouteTable, registerRoutes } from "./http/route";
import { installSecurityHeaders } from "./http/security-headers";
import { siteRoutes } from "./http/site";

export interface AppOptions {
  db: Db;
  /** Where the public reads go: replicas (DATABASE_REPLICA_URLS, decision 0410); default `db`. */
  readDb?: ReadDb;
  sessionSecret: string;
  /** PUBLIC_URL: fixes the expected Origin and turns on Secure cookies for https. */
  publicUrl?: string;
  /** Folder of the built web app to serve (dist/web); omitted in API tests. */
  webDir?: string;
  /** Demo mode shows the demo accounts on the sign-in page. */
  demoMode?: boolean;
  /** NODE_ENV=production: the demo logins are never listed, even in demo mode (decision 0181). */
  production?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogDestination;
  /**
   * TRUST_PROXY (decision 0411): whose X-Forwarded-For/-Proto are believed: nobody's (false), or
   * connections from these addresses and networks only (proxy-addr's forms).
   */
  trustProxy?: TrustProxy;
  /**
   * Visitors' reads counted in the database every process shares (PostgreSQL: several workers
   * or machines, decision 0411) instead of this process's memory.
   */
  sharedVisitorCounts?: boolean;
  /** "Now" for every rule that depends on it; tests pin it to awkward moments. */
  clock?: () => Date;
  /** The built server entry of the public pages (dist/ssr/entry-server.js, decision 0351). */
  ssrEntry?: string;
  /** Addresses per sitemap file (default 50,000; tests lower it). */
  sitemapFileSize?: number;
  /** How long a visitor's rendered public page is served again (decision 0356; default 0). */
  pageCacheMs?: number;
  /** How long the sitemap index's counted files are kept (decision 0355; default 0: never). */
  sitemapIndexCacheMs?: number;
  /** The database's notices (decision 0373): a page that stops being public leaves at once. */
  listen?: Listen;
  /** Who operates Acolher (decision 0389): the configuration's; without it, the demo operator. */
  site?: SiteInfo;
  /** ICE_SERVERS: STUN/TURN for the online sessions' peer connections (decision 0394). */
  iceServers?: IceServer[];
}

const ROUTE_NOT_FOUND = "Rota não encontrada.";

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const secureCookies = options.publicUrl?.startsWith("https://") ?? false;
  const app = Fastify({
    ...frameworkErrorOptions(secureCookies),
    logger: options.logger ? loggerOptions(options.logStream) : false,
    // One line per request, written with its answer, instead of two.
    logController: new AccessLog(),
    // Only behind a reverse proxy may X-Forwarded-* be believed, and only from the proxy
    // (decision 0411); otherwise a client could pick its own IP and slip past the per-IP limits.
    trustProxy: options.trustProxy ?? false,
    // Long path parameters reach the zod contracts, which answer 400 in Portuguese.
    routerOptions: { maxParamLength: 2000 },
    bodyLimit: 1024 * 1024,
  });
  app.decorate("routeTable", [] as RouteTable);
  app.decorate("clock", options.clock ?? (() => new Date()));
  installReadDb(app, options.db, options.readDb);
  installVisitorLimit(app, options.sharedVisitorCounts ? options.db : undefined);
  await app.register(fastifyCookie);
  installCompression(app);
  installErrorHandler(app);
  installFormBodies(app);
  installSecurityHeaders(app, secureCookies);

  const sessions = new SessionStore(options.db, options.sessionSecret);
  installAuth(app, {
    sessions,
    publicOrigin: options.publicUrl ? new URL(options.publicUrl).origin : undefined,
    secureCookies,
  });

  const demoMode = !!options.demoMode && !options.production;
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  await installSignalling(app, { db: options.db, listen: options.listen, publicOrigin });
  await installLive(app, { db: options.db, listen: options.listen, publicOrigin });
  const routes = [
    ...featureRoutes({
      sessions,
      secureCookies,
      demoMode,
      secret: options.sessionSecret,
      iceServers: options.iceServers ?? [],
    }),
  ];
  registerRoutes(app, options.db, routes);
  registerRoutes(app, options.db, healthRoutes());
  const site = options.site ?? DEMO_SITE;
  registerRoutes(app, options.db, siteRoutes(site));
  registerRoutes(app, options.db, openApiRoutes(app.routeTable));

  const { pageCode } = await installPublicPages(app, {
    db: options.db,
    publicUrl: options.publicUrl,
    webDir: options.webDir,
    ssrEntry: options.ssrEntry,
    sitemapFileSize: options.sitemapFileSize,
    pageCacheMs: options.pageCacheMs,
    sitemapIndexCacheMs: options.sitemapIndexCacheMs,
    listen: options.listen,
    site,
  });

  const webDir = options.webDir;
  if (webDir && existsSync(path.join(webDir, "index.html"))) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/vite-precompress.ts).
      preCompressed: true,
      // The build's manifest is for the server (page-preloads.ts), not a page.
      allowedPath: (pathname) => !pathname.startsWith(`/${path.dirname(MANIFEST_FILE)}/`),
      // Vite fingerprints everything under assets/: safe to cache for a year.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
    const indexHtml = await readFile(path.join(webDir, "index.html"), "utf8");
    // A signed-in page's code named in its HTML, fetched beside the entry (decision 0344).
    const preloads = pagePreloads(pageCode);
    app.setNotFoundHandler((req, reply) => {
      // HEAD as GET (RFC 9110): link checkers and uptime probes ask for the page with HEAD.
      if ((req.method === "GET" || req.method === "HEAD") && !req.url.startsWith("/api/")) {
        return reply
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-cache")
          .send(withPreloads(indexHtml, preloads(req)));
      }
      throw new AppError("not_found", ROUTE_NOT_FOUND);
    });
  } else {
    app.setNotFoundHandler(() => {
      throw new AppError("not_found", ROUTE_NOT_FOUND);
    });
  }
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    routeTable: RouteTable;
    /** The instant rules are checked at (see AppOptions.clock). */
    clock: () => Date;
  }
}
