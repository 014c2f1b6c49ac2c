import { limitVisitor } from "@server/auth/visitor-limit";
import type { PagesContext } from "./page-context";
import {
  contentSitemapFile,
  listingSitemapFile,
  robotsTxt,
  sitemapFile,
  sitemapFileNames,
  sitemapIndexXml,
} from "./sitemap";

/** robots.txt, the sitemap index and its files (decision 0355). */
export function installSitemapRoutes(ctx: PagesContext) {
  const { app, options } = ctx;
  const fileSize = options.sitemapFileSize ?? 50_000;

  app.get("/robots.txt", async (req, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robotsTxt(ctx.originOf(req))),
  );
  // The index counts every listing page (about 0.5 s of the database's time at 100,000
  // professionals): written at most once per origin in `sitemapIndexCacheMs` (decision 0355).
  // The counted file names are kept, not the XML: any origin gets the same count.
  let counted: { files: Promise<string[]>; until: number } | undefined;
  const indexFiles = () => {
    const now = app.clock().getTime();
    if (counted && counted.until > now) return counted.files;
    // The public reads may come from a replica (decision 0410).
    const files = app.readDb.read((replica) => sitemapFileNames(replica, fileSize));
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
      .send(sitemapIndexXml(await indexFiles(), ctx.originOf(req))),
  );
  app.get<{ Params: { file: string } }>("/sitemap-:file", async (req, reply) => {
    const match = /^(profissionais|listas|conteudos)-([1-9][0-9]{0,6})\.xml$/.exec(req.params.file);
    const notFound = () =>
      reply.code(404).type("text/plain; charset=utf-8").send("Arquivo não encontrado");
    if (!match) return notFound();
    // A file reads up to 50,000 rows: it counts against the network's public reads (0321).
    await limitVisitor(req, false, app.clock());
    // Only the files the index names: one past its last is a 404, not an empty list.
    if (!(await indexFiles()).includes(`${match[1]}-${match[2]}`)) return notFound();
    const file =
      match[1] === "listas"
        ? listingSitemapFile
        : match[1] === "conteudos"
          ? contentSitemapFile
          : sitemapFile;
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(file(app.readDb.choose(), ctx.originOf(req), Number(match[2]), fileSize));
  });
}
