import { CONTENT_MESSAGES as M, PROFILE_CONTENTS_SHOWN } from "@domain/contents";
import type { Content } from "@domain/contracts/contents";
import type { Db } from "@server/db/client";
import { contents, professionalProfiles as p, users } from "@server/db/schema";
import { and, desc, eq, sql } from "drizzle-orm";
import {
  type ContentRow,
  contentColumns,
  contentView,
  visibleAuthor,
  visibleContent,
} from "./content-views";

/** A professional's latest contents others may see (their profile's 'Conteúdos'). */
export async function latestContentsOf(
  db: Db,
  professionalId: string,
  limit = PROFILE_CONTENTS_SHOWN,
): Promise<Content[]> {
  const rows = await db
    .select(contentColumns)
    .from(contents)
    .innerJoin(users, eq(users.id, contents.professionalId))
    .innerJoin(p, eq(p.userId, contents.professionalId))
    .where(and(eq(contents.professionalId, professionalId), visibleContent))
    .orderBy(desc(contents.publishedAt), desc(contents.id))
    .limit(limit);
  return rows.map(contentView);
}

export type ContentPageLookup =
  | { status: "found"; content: Content; row: ContentRow; indexable: boolean }
  | { status: "gone" }
  | { status: "missing" };

/**
 * The content at an address, as a visitor sees it (decision 0404): hidden by an admin → gone
 * (410, search engines drop it); an author no longer visible or an unknown address → missing.
 */
export async function findContentBySlug(db: Db, slug: string): Promise<ContentPageLookup> {
  const [row] = await db
    .select({
      ...contentColumns,
      indexing: p.searchEngineIndexing,
      visible: sql<boolean>`${visibleAuthor}`,
    })
    .from(contents)
    .innerJoin(users, eq(users.id, contents.professionalId))
    .innerJoin(p, eq(p.userId, contents.professionalId))
    .where(eq(contents.slug, slug));
  if (!row) return { status: "missing" };
  if (row.hiddenAt) return { status: "gone" };
  if (!row.visible) return { status: "missing" };
  return { status: "found", content: contentView(row), row, indexable: row.indexing };
}

export const CONTENT_NOT_FOUND = M.notFound;
