import { createHash, randomBytes } from "node:crypto";
import {
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  calendarFeedPath,
} from "@domain/contracts/calendar-feed";
import type { Db } from "@server/db/client";
import { calendarFeeds } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { eq } from "drizzle-orm";

/** The database keeps only the SHA-256 of a feed token, as for session ids (decision 0205). */
export const hashFeedToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

/** Whether the user has a calendar address, and since when (the address itself is never kept). */
export async function calendarFeedStatus(db: Db, user: AuthUser): Promise<CalendarFeedStatus> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, user.id));
  return { exists: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}

/** Creates the user's calendar address, or replaces it: the old one stops working at once. */
export async function createCalendarFeed(
  db: Db,
  user: AuthUser,
  instant: Date,
): Promise<CalendarFeedCreated> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashFeedToken(token);
  await db
    .insert(calendarFeeds)
    .values({ userId: user.id, tokenHash, createdAt: instant })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, createdAt: instant },
    });
  return { path: calendarFeedPath(token), createdAt: instant.toISOString() };
}

/** Revokes the user's calendar address (nothing to do when there is none). */
export async function revokeCalendarFeed(db: Db, user: AuthUser): Promise<{ ok: true }> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  return { ok: true };
}
