import type { Db } from "@server/db/client";
import { passwordResetTokens } from "@server/db/schema";
import { and, eq, isNull } from "drizzle-orm";

/**
 * Every reset link of the account not yet used ends: after a reset (features/auth) and after a
 * password change (features/profile). It sits in the auth layer so both features use one rule.
 */
export const endResetLinks = (db: Db, userId: string) =>
  db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
