import { Readable } from "node:stream";
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from "@domain/account-recovery";
import { profilePath } from "@domain/public-pages";
import type { Db } from "@server/db/client";
import { prepared } from "@server/db/prepared";
import { professionalProfiles as p, users } from "@server/db/schema";
import { escapeHtml } from "@server/notifications/templates/render";
import { and, asc, eq, gt, isNull, lte, max, sql } from "drizzle-orm";
import { contentUrls, countContentPages } from "./content-sitemap";
import { countListingPages, listingUrls } from "./listing-sitemap";

/** Rows read per round while a sitemap file streams: never the whole file in memory. */
export const SITEMAP_BATCH = 1000;

/** Who a search engine may list: visible to visitors and not opted out (decision 0355). */
const listable = and(
  eq(p.isVerified, true),
  eq(p.searchEngineIndexing, true),
  eq(users.role, "professional"),
  eq(users.isBanned, false),
  isNull(users.deletedAt),
);

const highestNumber = prepared("sitemap_highest_number", (db, name) =>
  db
    .select({ n: max(p.publicNumber) })
    .from(p)
    .prepare(name),
);

/** One round: the next profiles by number within a file's range (a walk of the unique index). */
const batchAfter = prepared("sitemap_batch", (db, name) =>
  db
    .select({
      publicNumber: p.publicNumber,
      firstName: users.firstName,
      lastName: users.lastName,
      specialties: p.specialties,
      titleForm: p.titleForm,
      updatedAt: p.updatedAt,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(
      and(
        gt(p.publicNumber, sql.placeholder("after")),
        lte(p.publicNumber, sql.placeholder("last")),
        listable,
      ),
    )
    .orderBy(asc(p.publicNumber))
    .limit(sql.placeholder("batch"))
    .prepare(name),
);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/**
 * The sitemap index's file names: profile file k lists the profiles numbered ((k-1)·size,
 * k·size], so each file holds at most `size` addresses and is read by its own range, with no
 * count and no offset; then the listing files (`listas-k`), `size` listing pages each. Counting
 * the listing pages is what the index costs.
 */
export async function sitemapFileNames(db: Db, size: number): Promise<string[]> {
  const [row] = await highestNumber(db).execute();
  const contentCount = await countContentPages(db);
  const fileNames = (kind: string, count: number) =>
    Array.from({ length: Math.max(1, Math.ceil(count / size)) }, (_, i) => `${kind}-${i + 1}`);
  return [
    ...fileNames("profissionais", Number(row?.n ?? 0)),
    ...fileNames("listas", await countListingPages(db)),
    // The professionals' contents (decision 0404): named only once there is one to list.
    ...(contentCount > 0 ? fileNames("conteudos", contentCount) : []),
  ];
}

/** The index naming these files at this origin. */
export function sitemapIndexXml(files: readonly string[], origin: string): string {
  const entries = files.map(
    (name) => `  <sitemap><loc>${escapeHtml(`${origin}/sitemap-${name}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex ${NS}>\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** A sitemap file around its `<url>` lines, sent as they come. */
function urlset(urls: AsyncIterable<string>): Readable {
  async function* lines() {
    yield `${XML_HEAD}<urlset ${NS}>\n`;
    yield* urls;
    yield "</urlset>\n";
  }
  return Readable.from(lines());
}

/** One listing file (decision 0355), streamed in rounds of `batch` pages. */
export const listingSitemapFile = (
  db: Db,
  origin: string,
  file: number,
  size: number,
  batch = SITEMAP_BATCH,
) => urlset(listingUrls(db, origin, file, size, batch));

/** One content file (decision 0404), streamed in rounds of `batch` contents. */
export const contentSitemapFile = (
  db: Db,
  origin: string,
  file: number,
  size: number,
  batch = SITEMAP_BATCH,
) => urlset(contentUrls(db, origin, file, size, batch));

/** One profile file, streamed in rounds of `batch` rows (a keyset on the number). */
export function sitemapFile(
  db: Db,
  origin: string,
  file: number,
  size: number,
  batch = SITEMAP_BATCH,
): Readable {
  const last = file * size;
  async function* urls() {
    let after = (file - 1) * size;
    for (;;) {
      const rows = await batchAfter(db).execute({ after, last, batch });
      for (const row of rows) {
        const loc =
          origin +
          profilePath({
            ...row,
            professionalProfile: { specialties: row.specialties, titleForm: formOf(row.titleForm) },
          });
        yield `  <url><loc>${escapeHtml(loc)}</loc><lastmod>${row.updatedAt.toISOString().slice(0, 10)}</lastmod></url>\n`;
      }
      if (rows.length < batch) break;
      after = rows.at(-1)!.publicNumber;
    }
  }
  return urlset(urls());
}

const formOf = (form: string | null) => (form === "feminine" || form === "masculine" ? form : null);

/** Search engines may read the public pages, never the API or the signed-in areas. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // The profile photos are the link previews' and search results' image (og:image).
    "Allow: /api/images/",
    "Disallow: /api/",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** The signed-in areas and account pages (they show the sign-in to a crawler anyway). */
const PRIVATE_PATHS = [
  "/appointments",
  "/agenda",
  "/profile",
  "/settings",
  "/notificacoes",
  "/reviews",
  "/social",
  "/financeiro",
  "/mensagens",
  "/sessao/",
  "/suporte",
  "/admin",
  "/professionals",
  "/entrar",
  "/criar-conta",
  "/register",
  "/descadastrar/",
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
];
