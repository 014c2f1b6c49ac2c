import { slugify } from "@domain/public-pages";

/**
 * Here, not in the domain's contents module: the web app reads that module on its feed, and
 * `public-pages` with it would become a chunk of its own on the search page (request-chain).
 */
/** `/conteudos/ansiedade-no-trabalho-3f9a1c2b7d`: the title's words and the id's first 10 hex. */
export function contentSlug(title: string, id: string): string {
  const words = slugify(title).slice(0, 80).replace(/-+$/, "");
  const suffix = id.replace(/-/g, "").slice(0, 10);
  return words ? `${words}-${suffix}` : suffix;
}
