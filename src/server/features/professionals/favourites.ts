import { FAVOURITE_MESSAGES, FAVOURITES_CAP } from "@domain/contracts/favourites";
import type { ProfessionalSearchResult } from "@domain/contracts/professionals";
import type { Db } from "@server/db/client";
import { prepared } from "@server/db/prepared";
import { favourites as f, professionalProfiles as p } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, desc, eq, sql } from "drizzle-orm";
import { pageOf, toSearchResults } from "./search-professionals";
import { isSearchable } from "./searchable";
import { findVisibleProfessional } from "./visibility";

/**
 * A client's saved professionals that search still shows (verified, active, complete), newest
 * saved first, as search cards: the search's own card statement over these candidates.
 */
const favouriteCards = prepared("favourite_cards", (db, name) => {
  const c = db
    .select({ userId: p.userId, sortKey: sql<unknown>`${f.createdAt}`.as("sort_key") })
    .from(f)
    .innerJoin(p, eq(p.userId, f.professionalId))
    .where(and(eq(f.clientId, sql.placeholder("clientId")), isSearchable()))
    .orderBy(desc(f.createdAt), p.userId)
    .limit(FAVOURITES_CAP)
    .as("candidates");
  return pageOf(db, c, [sql`${c.sortKey} DESC`, sql`${c.userId}`], name);
});

export async function listFavourites(
  db: Db,
  client: AuthUser,
): Promise<ProfessionalSearchResult[]> {
  const [page] = await favouriteCards(db).execute({ clientId: client.id });
  return toSearchResults(page!);
}

/** The ids the client saved, for the hearts on cards and the profile. */
export async function listFavouriteIds(db: Db, client: AuthUser): Promise<string[]> {
  const rows = await db
    .select({ id: f.professionalId })
    .from(f)
    .where(eq(f.clientId, client.id))
    .orderBy(desc(f.createdAt));
  return rows.map((row) => row.id);
}

/**
 * Saves a professional the client may see (else 404, as if they did not exist), once: a second
 * save, or two at the same moment, leave one row (the primary key). The cap is checked in the
 * insert itself, so parallel saves cannot pass it together by more than the race of one row each.
 */
export async function saveFavourite(db: Db, client: AuthUser, professionalId: string, now: Date) {
  await findVisibleProfessional(db, client, professionalId);
  const { rows } = (await db.execute(sql`
    INSERT INTO ${f} (client_id, professional_id, created_at)
    SELECT ${client.id}::uuid, ${professionalId}::uuid, ${now.toISOString()}::timestamptz
    WHERE (SELECT count(*) FROM ${f} WHERE client_id = ${client.id}::uuid) < ${FAVOURITES_CAP}
    ON CONFLICT DO NOTHING
    RETURNING 1 AS one`)) as unknown as { rows: unknown[] };
  if (!rows.length) {
    const [kept] = await db
      .select({ one: sql`1` })
      .from(f)
      .where(and(eq(f.clientId, client.id), eq(f.professionalId, professionalId)));
    if (!kept) throw new AppError("conflict", FAVOURITE_MESSAGES.cap);
  }
  return { professionalId, saved: true };
}

/** Removes a saved professional; removing one never saved is no error (idempotent). */
export async function removeFavourite(db: Db, client: AuthUser, professionalId: string) {
  await db.delete(f).where(and(eq(f.clientId, client.id), eq(f.professionalId, professionalId)));
  return { professionalId, saved: false };
}
