import { CONTENT_ROUTE_PATTERN } from "@domain/contents";
import { limitVisitor } from "@server/auth/visitor-limit";
import { findContentBySlug } from "@server/features/contents/public-contents";
import type { FastifyRequest } from "fastify";
import { contentDocument, contentHead } from "./content-page";
import type { PagesContext } from "./page-context";
import type { PageRendering } from "./rendering";

/**
 * `/conteudos/<slug>` (decision 0404): a content's public page, written by the server for
 * everyone, signed in or not. Read fresh on every visit (one indexed read), so an edit, a
 * deletion or an admin's hiding shows at once: hidden → 410, unknown or author no longer
 * visible → 404.
 */
export function installContentPages(ctx: PagesContext, pages: PageRendering) {
  const { app, db } = ctx;
  app.get<{ Params: { slug: string } }>(
    CONTENT_ROUTE_PATTERN,
    pages.pageRoute(async (req: FastifyRequest<{ Params: { slug: string } }>, reply) => {
      await limitVisitor(req, false, app.clock());
      const slug = req.params.slug;
      const found = /^[a-z0-9-]{1,120}$/.test(slug) ? await findContentBySlug(db, slug) : null;
      if (!found || found.status === "missing") {
        return ctx.sendMissing(req, reply, 404, "Conteúdo não encontrado");
      }
      if (found.status === "gone") return ctx.sendMissing(req, reply, 410, "Conteúdo removido");
      const html = contentDocument(found, contentHead(found, ctx.originOf(req)), ctx.options.site);
      return ctx.sendHtml(reply, html);
    }),
  );
}
