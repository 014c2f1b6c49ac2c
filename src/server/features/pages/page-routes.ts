import { brotliDecompressSync } from "node:zlib";
import { profilePath, publicNumberOf, SPECIALTIES_BY_SLUG } from "@domain/public-pages";
import { PROFILE_ROUTE_PATTERN } from "@domain/public-routes";
import { SESSION_COOKIE } from "@server/auth/sessions";
import type { FastifyReply, FastifyRequest } from "fastify";
import { findListingPage } from "./find-listing-page";
import { findProfilePage, numberOfProfessional } from "./find-profile-page";
import { clientHomeHead, landingHead, listingHead, profileHead, searchHead } from "./head";
import type { KeptPages } from "./kept-pages";
import type { PagesContext } from "./page-context";
import type { PageRendering } from "./rendering";
import { findStoredPage } from "./stored-pages";

const queryOf = (url: string) => {
  const at = url.indexOf("?");
  return at < 0 ? "" : url.slice(at);
};

/**
 * The public pages' addresses (issue 18, decisions 0350-0354, 0366): a profile at its lasting
 * address, the app's old profile address, the listing pages and the app's search page. A new
 * kind of page is one more route here, with its finder and its head.
 */
export function installPageRoutes(ctx: PagesContext, kept: KeptPages, pages: PageRendering) {
  const { app, db } = ctx;

  app.get<{ Params: { ref: string } }>(
    PROFILE_ROUTE_PATTERN,
    pages.pageRoute(async (req: FastifyRequest<{ Params: { ref: string } }>, reply) => {
      const number = publicNumberOf(req.params.ref);
      if (number === null) return ctx.sendMissing(req, reply, 404);
      // A visitor's page at its own address, as stored when it was last rendered (decision 0369):
      // a stored page is current, the triggers clear it when anything on it changes.
      const plain = !req.cookies[SESSION_COOKIE] && !ctx.pageUrlOf(req).includes("?");
      if (plain) {
        const stored = await findStoredPage(db, number, ctx.variantOf(req));
        if (stored?.path === ctx.pageUrlOf(req)) {
          kept.keep(req, null, { br: stored.body });
          return ctx.acceptsBrotli(req)
            ? ctx.sendBrotli(reply, stored.body)
            : ctx.sendHtml(reply, brotliDecompressSync(stored.body));
        }
      }
      // The page's rows may come from a replica (decision 0410): a render of rows that changed
      // since is never stored (the store compares the version on the primary, decision 0369).
      const found = await app.readDb.read((replica) => findProfilePage(replica, number));
      if (found.status !== "found")
        return ctx.sendMissing(req, reply, found.status === "gone" ? 410 : 404);
      const canonicalPath = profilePath(found.data.professional);
      // A stale or missing slug: the number found them; the address they live at now.
      if (`/profissional/${req.params.ref}` !== canonicalPath) {
        return reply.redirect(canonicalPath + queryOf(ctx.pageUrlOf(req)), 301);
      }
      return pages.sendPage(
        req,
        reply,
        profileHead(found.data, ctx.originOf(req), found.indexable),
        found.data,
        // Only the page at its own address, without a query, is stored (decision 0369).
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
    const data = await app.readDb.read((replica) =>
      findListingPage(replica, { specialty, ...req.params }),
    );
    // An unknown place is a real 404 (with noindex), not the app's shell answering 200.
    if (!data) return ctx.sendMissing(req, reply, 404, "Página não encontrada");
    return pages.sendPage(req, reply, listingHead(data, ctx.originOf(req)), data);
  };
  for (const slug of SPECIALTIES_BY_SLUG.keys()) {
    app.get<{ Params: { city: string } }>(
      `/${slug}/:city`,
      pages.pageRoute((req: FastifyRequest<{ Params: { city: string } }>, reply) =>
        listing(req, reply, slug),
      ),
    );
    app.get<{ Params: { city: string; neighborhood: string } }>(
      `/${slug}/:city/:neighborhood`,
      pages.pageRoute(
        (req: FastifyRequest<{ Params: { city: string; neighborhood: string } }>, reply) =>
          listing(req, reply, slug),
      ),
    );
  }

  // The app's search page, rendered for a visitor or a signed-in client (decision 0366): the
  // page arrives with its results instead of waiting for its code, then its reads.
  // Its code is not named in the HTML, as the profiles' and listings' is not: on slow 4G it
  // would share the first second with the style sheet the page paints with.
  // The landing page (issue 29, item 2): rendered for a visitor, with the search box first and
  // the real numbers, kept as the public pages are. A client's home is rendered for them (issue
  // 35, item 0b): its greeting paints with the HTML, its cards load in the browser. Anyone else
  // signed in gets the app's shell.
  app.get(
    "/",
    pages.pageRoute(async (req, reply) => {
      const origin = ctx.originOf(req);
      if (!req.cookies[SESSION_COOKIE]) {
        return pages.sendAppPage(req, reply, landingHead(origin), { keep: true });
      }
      return pages.sendAppPage(req, reply, (user) =>
        user ? clientHomeHead(origin) : landingHead(origin),
      );
    }),
  );

  app.get(
    "/professionals",
    pages.pageRoute((req, reply) => pages.sendAppPage(req, reply, searchHead(ctx.originOf(req)))),
  );
}
