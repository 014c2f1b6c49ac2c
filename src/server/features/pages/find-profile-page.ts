import type { PublicPageData } from "@domain/public-pages";
import type { Db } from "@server/db/client";
import { prepared } from "@server/db/prepared";
import { professionalProfiles as p, publicPageRenders, users } from "@server/db/schema";
import { latestContentsOf } from "@server/features/contents/public-contents";
import { publicProfileOf, viewerMayBook } from "@server/features/professionals/get-public-profile";
import { reviewsOfVisibleProfessional } from "@server/features/reviews/professional-reviews";
import { eq, sql } from "drizzle-orm";

/**
 * Who holds a public number, whole (user and profile): one read tells whether a visitor may see
 * them and gives the profile itself (decision 0356), with the version of their kept page read
 * in the same snapshot (decision 0369: a render is kept only under it).
 */
const byNumber = prepared("public_page_by_number", (db, name) =>
  db
    .select({ user: users, profile: p, renderVersion: publicPageRenders.version })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .leftJoin(publicPageRenders, eq(publicPageRenders.professionalId, p.userId))
    .where(eq(p.publicNumber, sql.placeholder("n")))
    .prepare(name),
);

/**
 * The last number the identity has issued. Numbers are never reused and a profile row goes
 * only when its account is deleted, so an issued number without a row was deleted (decision
 * 0352; one a failed save consumed was never shown to anyone, so its 410 misleads nobody).
 */
const lastIssued = prepared("public_page_last_issued", (db, name) =>
  db
    .select({ n: sql<string>`CASE WHEN is_called THEN last_value ELSE 0 END` })
    .from(sql`professional_profiles_public_number_seq`)
    .prepare(name),
);

export type ProfilePageLookup =
  | {
      status: "found";
      data: Extract<PublicPageData, { kind: "profile" }>;
      indexable: boolean;
      /** The version of the kept page when the profile was read (decision 0369). */
      renderVersion: number;
    }
  | { status: "gone" }
  | { status: "missing" };

/**
 * The public profile at a lasting number, as a visitor sees it (decision 0352): unverified,
 * banned or unknown → missing (404); deleted → gone (410, so search engines drop it).
 */
export async function findProfilePage(db: Db, publicNumber: number): Promise<ProfilePageLookup> {
  const [row] = await byNumber(db).execute({ n: publicNumber });
  if (!row) {
    const [issued] = await lastIssued(db).execute();
    return publicNumber <= Number(issued?.n ?? 0) ? { status: "gone" } : { status: "missing" };
  }
  const { user, profile } = row;
  if (user.deletedAt) return { status: "gone" };
  if (user.role !== "professional" || user.isBanned || !profile.isVerified) {
    return { status: "missing" };
  }
  const [mayBook, reviews, contents] = await Promise.all([
    viewerMayBook(db, null, profile),
    reviewsOfVisibleProfessional(db, null, profile),
    latestContentsOf(db, user.id),
  ]);
  return {
    status: "found",
    data: {
      kind: "profile",
      professional: publicProfileOf(row, null, mayBook),
      reviews,
      contents,
    },
    indexable: profile.searchEngineIndexing,
    renderVersion: row.renderVersion ?? 0,
  };
}

const numberOfUser = prepared("public_page_number_of", (db, name) =>
  db
    .select({ n: p.publicNumber })
    .from(p)
    .where(eq(p.userId, sql.placeholder("id")))
    .prepare(name),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The public number of a professional's id (the old `/professional/:id` address), or null. */
export async function numberOfProfessional(db: Db, id: string): Promise<number | null> {
  if (!UUID.test(id)) return null;
  const [row] = await numberOfUser(db).execute({ id });
  return row?.n ?? null;
}
