import type { EmailPreference, EmailPreferencesUpdate } from "@domain/contracts/settings";
import { EMAIL_CATEGORIES, EMAIL_CATEGORY_KEYS, type EmailCategory } from "@domain/notifications";
import type { Db } from "@server/db/client";
import { emailOptOuts } from "@server/db/schema";
import { and, eq, inArray } from "drizzle-orm";

/**
 * E-mail choices (issue 16): a row in email_opt_outs turns one optional category off for one
 * user; `notify` skips that category's e-mails (the in-app notification stays). Required
 * categories never have a row: the contract refuses them.
 */
export async function emailPreferencesOf(db: Db, userId: string): Promise<EmailPreference[]> {
  const off = new Set(
    (
      await db
        .select({ category: emailOptOuts.category })
        .from(emailOptOuts)
        .where(eq(emailOptOuts.userId, userId))
    ).map((r) => r.category),
  );
  return EMAIL_CATEGORY_KEYS.map((category) => {
    const { label, description, optional } = EMAIL_CATEGORIES[category];
    return {
      category,
      label,
      description,
      required: !optional,
      enabled: !optional || !off.has(category),
    };
  });
}

/** Applies the categories named in `update` (already checked: optional ones only). */
export async function setEmailPreferences(
  db: Db,
  userId: string,
  update: EmailPreferencesUpdate,
  instant: Date,
): Promise<EmailPreference[]> {
  const entries = Object.entries(update) as [EmailCategory, boolean][];
  const turnOff = entries.filter(([, on]) => !on).map(([c]) => c);
  const turnOn = entries.filter(([, on]) => on).map(([c]) => c);
  await db.transaction(async (tx) => {
    for (const category of turnOff) await optOut(tx, userId, category, instant);
    if (turnOn.length > 0) {
      await tx
        .delete(emailOptOuts)
        .where(and(eq(emailOptOuts.userId, userId), inArray(emailOptOuts.category, turnOn)));
    }
  });
  return emailPreferencesOf(db, userId);
}

/** Turns one optional category off; doing it again changes nothing (one-click unsubscribe). */
export async function optOut(
  db: Db,
  userId: string,
  category: EmailCategory,
  instant: Date,
): Promise<void> {
  await db
    .insert(emailOptOuts)
    .values({ userId, category, createdAt: instant })
    .onConflictDoNothing();
}
