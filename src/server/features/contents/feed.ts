import { FEED_PAGE_SIZE } from "@domain/contents";
import { ADMIN_MESSAGES } from "@domain/contracts/admin";
import type { FeedPage, FeedQuery } from "@domain/contracts/contents";
import type { Db } from "@server/db/client";
import {
  appointments,
  contents,
  favourites,
  follows,
  professionalProfiles as p,
  users,
} from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { isUuid } from "@server/shared/page-cursor";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { contentColumns, contentView, visibleContent } from "./content-views";

interface FeedPosition {
  rank: 0 | 1;
  at: string;
  id: string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function decodeCursor(cursor: string): FeedPosition {
  try {
    const [rank, at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if ((rank === 0 || rank === 1) && INSTANT.test(at) && isUuid(id)) return { rank, at, id };
  } catch {
    // Any foreign cursor gets the same answer.
  }
  throw new AppError("bad_request", ADMIN_MESSAGES.invalidPage);
}

/**
 * The specialties a client showed interest in: of the professionals they booked or saved
 * (decision 0404: the data that exists; there is no interest setting).
 */
async function interestsOf(db: Db, clientId: string): Promise<string[]> {
  const seen = union(
    db
      .select({ id: appointments.professionalId })
      .from(appointments)
      .where(eq(appointments.clientId, clientId)),
    db
      .select({ id: favourites.professionalId })
      .from(favourites)
      .where(eq(favourites.clientId, clientId)),
  );
  const rows = await db
    .select({ specialties: p.specialties })
    .from(p)
    .where(inArray(p.userId, seen));
  return [...new Set(rows.flatMap((row) => row.specialties))];
}

/**
 * GET /api/feed (decision 0404): the contents of the professionals the client follows, newest
 * first; then the recent contents of professionals of the specialties they booked or saved, or
 * of their city (the office's, the home visits' or the account's). With neither, every recent
 * content. One keyset over (followed first, published, id): a page starts after the last one's
 * row, whatever was published meanwhile.
 */
export async function readFeed(db: Db, client: AuthUser, q: FeedQuery): Promise<FeedPage> {
  const [interests, [me]] = await Promise.all([
    interestsOf(db, client.id),
    db.select({ city: users.city }).from(users).where(eq(users.id, client.id)),
  ]);
  const city = me?.city?.trim() || null;
  const followed = sql`${follows.clientId} IS NOT NULL`;
  const rank = sql<number>`CASE WHEN ${followed} THEN 0 ELSE 1 END`;
  const near: SQL[] = [];
  if (interests.length) {
    near.push(
      sql`${p.specialties} && ARRAY[${sql.join(
        interests.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (city) {
    near.push(
      sql`lower(${p.officeCity}) = lower(${city})`,
      sql`lower(${p.homeServiceCity}) = lower(${city})`,
      sql`lower(${users.city}) = lower(${city})`,
    );
  }
  const chosen = near.length ? or(followed, ...near) : undefined;
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  const beyond = after
    ? sql`(${rank} > ${after.rank} OR (${rank} = ${after.rank} AND (${contents.publishedAt}, ${contents.id}) < (${after.at}::timestamptz, ${after.id}::uuid)))`
    : undefined;
  const rows = await db
    .select({
      ...contentColumns,
      rank,
      pageAt: sql<string>`to_char(${contents.publishedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(contents)
    .innerJoin(users, eq(users.id, contents.professionalId))
    .innerJoin(p, eq(p.userId, contents.professionalId))
    .leftJoin(
      follows,
      and(eq(follows.professionalId, contents.professionalId), eq(follows.clientId, client.id)),
    )
    .where(and(visibleContent, chosen, beyond))
    .orderBy(rank, sql`${contents.publishedAt} DESC`, sql`${contents.id} DESC`)
    .limit(FEED_PAGE_SIZE + 1);
  const shown = rows.slice(0, FEED_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => ({ ...contentView(row), followed: Number(row.rank) === 0 })),
    nextCursor:
      rows.length > FEED_PAGE_SIZE && last
        ? Buffer.from(JSON.stringify([Number(last.rank), last.pageAt, last.id])).toString(
            "base64url",
          )
        : null,
  };
}
