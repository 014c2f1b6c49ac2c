import { count, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { createUserAccount } from "../features/auth/create-account";
import { DEMO_ACCOUNTS } from "./accounts";

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Seeds the demo marketplace; safe to run on every start (it skips what exists). */
export async function seedDemoData(db: Db): Promise<void> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.email} like '%@acolher.demo'`);
  const have = new Set(existing.map((r) => r.email));
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS) as [
    keyof typeof DEMO_ACCOUNTS,
    (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS],
  ][]) {
    if (have.has(account.email)) continue;
    await createUserAccount(db, { ...account, role });
  }
}
