import { and, count, eq, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginAttempts } from "../db/schema";

const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** Failed sign-ins are counted in the database, so limits hold across restarts and instances. */
export async function isLoginBlocked(db: Db, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - WINDOW_MS);
  const failuresFor = async (key: string) => {
    const [row] = await db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), gt(loginAttempts.attemptedAt, since)));
    return row?.n ?? 0;
  };
  const [byAccount, byIp] = await Promise.all([
    failuresFor(accountKey(email)),
    failuresFor(ipKey(ip)),
  ]);
  return byAccount >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_IP;
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values([{ key: accountKey(email) }, { key: ipKey(ip) }]);
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(Date.now() - WINDOW_MS)));
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [accountKey(email)]));
}
