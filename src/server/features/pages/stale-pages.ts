import { INTERNAL_RENDER_HEADER, type PagesContext } from "./page-context";
import { pagesToRender } from "./stored-pages";

/**
 * Renders, one at a time, the public pages that have no current stored copy (new, changed, or
 * of another build), at most `limit`, each through the page's own route (decision 0369); between
 * renders it rests as long as the render took, so visitors keep at least half of the thread.
 * The number rendered. Only with PUBLIC_URL: the origin the pages' links and previews name.
 */
export function installStalePageRenders(ctx: PagesContext) {
  const { app, db, options } = ctx;
  async function renderStalePages(limit: number, everywhere = true): Promise<number> {
    if (!options.publicUrl) return 0;
    const variant = ctx.storedVariant(new URL(options.publicUrl).origin);
    const paths = await pagesToRender(db, variant, limit, { everywhere });
    for (const url of paths) {
      const started = performance.now();
      await app
        .inject({
          method: "GET",
          url,
          headers: { [INTERNAL_RENDER_HEADER]: ctx.warmSecret, "accept-encoding": "br" },
        })
        .catch((error: unknown) => app.log.warn({ err: error }, "public page render failed"));
      await new Promise((resolve) => setTimeout(resolve, performance.now() - started));
    }
    return paths.length;
  }
  app.decorate("renderStalePublicPages", renderStalePages);
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
