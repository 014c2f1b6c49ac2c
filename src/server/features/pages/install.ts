import type { FastifyInstance } from "fastify";
import { installContentPages } from "./content-page-routes";
import { installKeptPages } from "./kept-pages";
import { type PagesContext, type PublicPagesOptions, pagesContext } from "./page-context";
import { installPageRoutes } from "./page-routes";
import { pageRendering } from "./rendering";
import { installSitemapRoutes } from "./sitemap-routes";
import { installStalePageRenders } from "./stale-pages";

/**
 * The public pages (issue 18, decisions 0350-0356, 0366, 0369, 0373): profiles at their lasting
 * address, listing pages, the search, robots.txt and the sitemap, as HTML the server writes with
 * the web app's own components. Each part in its module (issue 29, item 14; decision 0379):
 * what they share (`page-context.ts`), what is kept and when it goes (`kept-pages.ts`), what is
 * rendered and for whom (`rendering.ts`), the pages' routes (`page-routes.ts`), the stored
 * pages' background renders (`stale-pages.ts`) and the sitemap (`sitemap-routes.ts`).
 */
export async function installPublicPages(
  app: FastifyInstance,
  options: PublicPagesOptions,
): Promise<{ pageCode: PagesContext["pageCode"] }> {
  const ctx = await pagesContext(app, options);
  const kept = await installKeptPages(ctx);
  const rendering = pageRendering(ctx, kept);
  installPageRoutes(ctx, kept, rendering);
  installContentPages(ctx, rendering);
  installStalePageRenders(ctx);
  installSitemapRoutes(ctx);
  // The pages' code, read once from the build: the app's shell names it too (decision 0344).
  return { pageCode: ctx.pageCode };
}
