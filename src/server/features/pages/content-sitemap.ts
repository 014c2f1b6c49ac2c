import { contentPath } from "@domain/contents";
import type { Db } from "@server/db/client";
import { contents, professionalProfiles as p, users } from "@server/db/schema";
import { escapeHtml } from "@server/notifications/templates/render";
import { and, asc, count, eq, gt, isNull } from "drizzle-orm";

/** Contents a search engine may list: visible, by a listable author (decision 0404). */
const listable = and(
  isNull(contents.hiddenAt),
  eq(p.isVerified, true),
  eq(p.searchEngineIndexing, true),
  eq(users.role, "professional"),
  eq(users.isBanned, false),
  isNull(users.deletedAt),
);

export async function countContentPages(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contents)
    .innerJoin(users, eq(users.id, contents.professionalId))
    .innerJoin(p, eq(p.userId, contents.professionalId))
    .where(listable);
  return row?.n ?? 0;
}

/**
 * The `<url>` lines of content file k (decision 0404): the listable contents by id, `size` a
 * file, read in rounds of `batch` after the file's first row.
 */
export async function* contentUrls(
  db: Db,
  origin: string,
  file: number,
  size: number,
  batch: number,
): AsyncGenerator<string> {
  const base = () =>
    db
      .select({ id: contents.id, slug: contents.slug, updatedAt: contents.updatedAt })
      .from(contents)
      .innerJoin(users, eq(users.id, contents.professionalId))
      .innerJoin(p, eq(p.userId, contents.professionalId));
  let left = size;
  let after: string | null = null;
  let offset = (file - 1) * size;
  while (left > 0) {
    const take = Math.min(batch, left);
    const rows = await base()
      .where(after ? and(listable, gt(contents.id, after)) : listable)
      .orderBy(asc(contents.id))
      .offset(offset)
      .limit(take);
    offset = 0;
    for (const row of rows) {
      const loc = escapeHtml(origin + contentPath(row.slug));
      yield `  <url><loc>${loc}</loc><lastmod>${row.updatedAt.toISOString().slice(0, 10)}</lastmod></url>\n`;
    }
    if (rows.length < take) break;
    left -= rows.length;
    after = rows.at(-1)!.id;
  }
}
