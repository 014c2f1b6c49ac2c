import { SESSION_COOKIE } from "@server/auth/sessions";
import { chooseEncoding } from "@server/http/compression";
import { PAGES_GONE_CHANNEL } from "@server/shared/pages-gone";
import type { FastifyRequest } from "fastify";
import { PageCache } from "./page-cache";
import { INTERNAL_RENDER_HEADER, type PagesContext } from "./page-context";

export interface KeptPages {
  /**
   * Keeps a visitor's page for the process's kept-page time: its HTML, or only its brotli form.
   * A page whose render began before the kept pages were emptied is not kept, nor one a stored
   * page's warm-up rendered.
   */
  keep(req: FastifyRequest, html: string | null, encoded?: { br: Buffer }): void;
}

/**
 * What is kept and when it goes (decisions 0356, 0373): a visitor's rendered page is served
 * again for `pageCacheMs` from the process's memory, found before any route; late in its life
 * it is rendered again behind the answer, one background render at a time; a ban or deletion
 * anywhere (the database's notice) empties every process's kept pages at once.
 */
export async function installKeptPages(ctx: PagesContext): Promise<KeptPages> {
  const { app, options } = ctx;
  const cache = new PageCache(options.pageCacheMs ?? 0, () => app.clock().getTime());
  // With read replicas (decision 0410) a render begun just after the notice may still read a
  // replica that has not replayed the change: the kept pages are emptied again once no replica
  // in use can be that far behind.
  const forget = () => {
    cache.clear();
    const bound = app.readDb.stalenessBoundMs;
    if (bound > 0) setTimeout(() => cache.clear(), bound).unref();
  };
  if (options.listen && (options.pageCacheMs ?? 0) > 0) {
    const stop = await options.listen(PAGES_GONE_CHANNEL, forget);
    app.addHook("onClose", stop);
  }
  app.decorate("forgetKeptPublicPages", forget);
  // A kept page names its origin (canonical, previews): keyed by it and the page's address.
  const keptKey = (req: FastifyRequest) => `${ctx.originOf(req)} ${ctx.pageUrlOf(req)}`;
  /** When each request's render began (`PageCache.mark`). */
  const begun = new WeakMap<FastifyRequest, number>();

  // One background render at a time: each is milliseconds of the one thread every visitor's
  // answer needs, so many pages coming due together are rendered one after another, between
  // answers, not all at once ahead of them (a page not rendered before its time just leaves).
  // Each is asked for as its visitor asked (the host and scheme), so it lands under the same key.
  const due: { url: string; headers: Record<string, string> }[] = [];
  let rendering = false;
  const refresh = async (req: FastifyRequest) => {
    const headers: Record<string, string> = { [INTERNAL_RENDER_HEADER]: ctx.refreshSecret };
    for (const name of ["host", "x-forwarded-proto", "x-forwarded-host"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    due.push({ url: ctx.pageUrlOf(req), headers });
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
    if (ctx.isRefreshing(req) || ctx.isWarming(req)) return;
    const key = keptKey(req);
    const kept = cache.body(key, chooseEncoding(req.headers["accept-encoding"]));
    if (!kept) return;
    if (cache.claimRefresh(key)) void refresh(req);
    reply.header("vary", "accept-encoding");
    if (kept.encoding) reply.header("content-encoding", kept.encoding);
    return ctx.sendHtml(reply, kept.body);
  });

  return {
    keep: (req, html, encoded) => {
      // A stored page's warm-up (decision 0369) renders pages nobody asked for: stored, not kept.
      if (!ctx.isWarming(req)) cache.put(keptKey(req), html, encoded, begun.get(req));
    },
  };
}
