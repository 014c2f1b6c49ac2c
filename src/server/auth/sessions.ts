import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "@server/db/client";
import { prepared } from "@server/db/prepared";
import { sessions, users } from "@server/db/schema";
import { and, eq, lte, ne, or, sql } from "drizzle-orm";

type UserRow = typeof users.$inferSelect;

export const SESSION_COOKIE = "acolher_session";
/** The form of every session token `create` makes: 32 random bytes in base64url. */
export const SESSION_TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;
/** A session ends after 7 days without use, and 30 days after sign-in whatever happens. */
export const IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** Every API request of a signed-in user runs this: prepared once per database handle. */
const sessionWithUser = prepared("session_with_user", (db, name) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare(name),
);

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  /** The database keys sessions by an HMAC of the token: a leaked table opens no session. */
  private idOf(token: string): string {
    return createHmac("sha256", this.secret).update(token).digest("hex");
  }

  async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + ABSOLUTE_TIMEOUT_MS);
    await this.db.insert(sessions).values({ id: this.idOf(token), userId, expiresAt });
    return { token, expiresAt };
  }

  /**
   * The user of a live session, read with the session in one query; null for an unknown or
   * expired session (an expired one is deleted).
   */
  async resolve(token: string): Promise<UserRow | null> {
    const id = this.idOf(token);
    const [row] = await sessionWithUser(this.db).execute({ id });
    if (!row) return null;
    const { session } = row;
    const now = Date.now();
    if (
      session.expiresAt.getTime() <= now ||
      session.lastSeenAt.getTime() + IDLE_TIMEOUT_MS <= now
    ) {
      await this.db.delete(sessions).where(eq(sessions.id, id));
      return null;
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, id));
    }
    return row.user;
  }

  async destroy(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, this.idOf(token)));
  }

  async destroyAllFor(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  /** Ends every session of the user but the one of `keepToken` (a password change). */
  async destroyOthers(userId: string, keepToken: string, db: Db = this.db): Promise<void> {
    await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, this.idOf(keepToken))));
  }
}

/** Deletes sessions past their absolute or idle expiry (run periodically by src/server/jobs). */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const idleCutoff = new Date(Date.now() - IDLE_TIMEOUT_MS);
  const removed = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, new Date()), lte(sessions.lastSeenAt, idleCutoff)))
    .returning({ id: sessions.id });
  return removed.length;
}
