import { SETTINGS_MESSAGES, type Unsubscribed } from "@domain/contracts/settings";
import { EMAIL_CATEGORIES } from "@domain/notifications";
import type { Db } from "@server/db/client";
import { users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { optOut } from "@server/notifications/preferences";
import { readUnsubscribeToken } from "@server/notifications/unsubscribe-token";
import { and, eq, isNull } from "drizzle-orm";

/**
 * One-click unsubscribe (RFC 8058, decision 0241): the token alone turns its category off, with
 * no sign-in; again and again it answers the same. A token the server did not make, or one of a
 * deleted account, is 404 (nothing is written for an account that is gone).
 */
export async function unsubscribe(
  db: Db,
  secret: string,
  token: string,
  instant: Date,
): Promise<Unsubscribed> {
  const target = readUnsubscribeToken(secret, token);
  const [owner] = target
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, target.userId), isNull(users.deletedAt)))
    : [];
  if (!target || !owner) throw new AppError("not_found", SETTINGS_MESSAGES.badUnsubscribeLink);
  await optOut(db, target.userId, target.category, instant);
  return { category: target.category, label: EMAIL_CATEGORIES[target.category].label };
}
