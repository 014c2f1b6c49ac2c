import type { CurrentUser } from "@domain/contracts/auth";
import type { AppPageAnswer, PublicPageData } from "@domain/public-pages";
import { SESSION_COOKIE } from "@server/auth/sessions";
import { limitVisitor } from "@server/auth/visitor-limit";
import { AppError } from "@server/errors";
import { compressPayload } from "@server/http/compression";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { PageHead } from "./head";
import type { KeptPages } from "./kept-pages";
import type { PagesContext } from "./page-context";
import { pageHtml } from "./page-html";
import { storeRenderedPage } from "./stored-pages";

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

export interface PageRendering {
  /** A page route: a visitor past the limit reads why, as a page, with a 429. */
  pageRoute<R extends FastifyRequest>(
    handler: (req: R, reply: FastifyReply) => Promise<unknown>,
  ): (req: R, reply: FastifyReply) => Promise<unknown>;
  /**
   * A public page with its head and data: rendered for a visitor (kept, and stored under
   * `store`'s version for a profile at its own address), the client's own view for a client,
   * the app's shell for anyone else signed in.
   */
  sendPage(
    req: FastifyRequest,
    reply: FastifyReply,
    head: PageHead,
    data: PublicPageData,
    store?: { professionalId: string; version: number },
  ): Promise<unknown>;
  /**
   * An app page (the search, the landing) rendered for this browser, or the app's shell: the
   * browser renders it. `keep`: a visitor's copy is kept, as a public page's is (the landing is
   * the same for every visitor; the search is not kept, decision 0366).
   */
  sendAppPage(
    req: FastifyRequest,
    reply: FastifyReply,
    head: PageHead | ((user: CurrentUser | null) => PageHead),
    options?: { keep?: boolean },
  ): Promise<unknown>;
}

/** What is rendered, and for whom (decisions 0351, 0366, 0369, 0373). */
export function pageRendering(ctx: PagesContext, kept: KeptPages): PageRendering {
  const { app, renderer, shell } = ctx;

  /**
   * A render for a visitor counts against their network's public reads, as an API read does
   * (decision 0321): a flood of new addresses meets the limit instead of the renderer. The app's
   * own renders (a kept page's refresh, a stored page's warm-up) are not a visitor's.
   */
  const countRender = async (req: FastifyRequest) => {
    if (ctx.isRefreshing(req) || ctx.isWarming(req)) return;
    await limitVisitor(req, false, app.clock());
  };

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
    const reads = renderer.appReads(ctx.pageUrlOf(req), user, found);
    if (!reads) return null;
    const answers = await Promise.all(
      reads.map(async ({ key, path: url, infinite }): Promise<AppPageAnswer | null> => {
        const answer = await read(url);
        // Only what succeeded: the page asks again for the rest and shows what it gets.
        return answer.statusCode === 200 ? { key, infinite, data: answer.json() } : null;
      }),
    );
    // A visitor's render counts as one more public read (a client's reads are their own).
    if (!user) await countRender(req);
    try {
      const body = await renderer.render(
        ctx.pageUrlOf(req),
        { kind: "app", user, reads: answers.filter((answer) => answer !== null) },
        ctx.options.site,
      );
      return { body, user };
    } catch (error) {
      // A page that cannot be rendered here is still the app's to render: never a 500.
      req.log.error({ err: error }, "app page render failed");
      return null;
    }
  }

  const sendRendered = (reply: FastifyReply, html: string, rendered: { user: unknown }) =>
    reply
      .type("text/html; charset=utf-8")
      // A signed-in page holds the person's own data: never kept by a browser or a proxy.
      .header("cache-control", rendered.user ? "private, no-store" : "no-cache")
      .send(html);

  return {
    pageRoute: (handler) => async (req, reply) => {
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
    },

    async sendAppPage(req, reply, head, options = {}) {
      const rendered = await renderAppPage(req);
      if (!rendered) return reply.callNotFound();
      const html = pageHtml(
        shell,
        typeof head === "function" ? head(rendered.user) : head,
        rendered.body,
        ctx.pageCode(ctx.pageUrlOf(req), rendered.user ? "client" : "visitor"),
      );
      if (options.keep && !rendered.user && !req.cookies[SESSION_COOKIE]) kept.keep(req, html);
      return sendRendered(reply, html, rendered);
    },

    async sendPage(req, reply, head, data, store) {
      const signedIn = !!req.cookies[SESSION_COOKIE];
      if (signedIn && data.kind === "profile") {
        // A client's own view of the profile (their hearts, whether they may book), rendered
        // from the API's answers to them; anyone else signed in renders it in the browser.
        const rendered = await renderAppPage(req, { professionalId: data.professional.id });
        if (rendered?.user) {
          return sendRendered(reply, pageHtml(shell, head, rendered.body), rendered);
        }
      }
      if (renderer && !signedIn) await countRender(req);
      const body =
        renderer && !signedIn
          ? await renderer.render(ctx.pageUrlOf(req), data, ctx.options.site)
          : undefined;
      const html = pageHtml(shell, head, body);
      if (signedIn) return ctx.sendHtml(reply, html);
      if (!store) {
        kept.keep(req, html);
        return ctx.sendHtml(reply, html);
      }
      // Compressed once: for this answer, the kept copy and the stored page.
      const br = compressPayload("br", html);
      kept.keep(req, html, { br });
      try {
        await storeRenderedPage(ctx.db, {
          ...store,
          variant: ctx.variantOf(req),
          path: ctx.pageUrlOf(req),
          body: br,
        });
      } catch (error) {
        // The page is still this visitor's; the next visit renders it again.
        req.log.warn({ err: error }, "public page not stored");
      }
      return ctx.acceptsBrotli(req) ? ctx.sendBrotli(reply, br) : ctx.sendHtml(reply, html);
    },
  };
}
