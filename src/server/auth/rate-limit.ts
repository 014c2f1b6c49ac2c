import { and, count, eq, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginAttempts } from "../db/schema";

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
/** Generous: many people share one public IP behind a carrier-grade NAT (decision 0144). */
export const MAX_SIGN_UPS_PER_IP = 20;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;
const signUpKey = (ip: string) => `signup:${ip}`;

/** A granted attempt: its reservation rows, released when the attempt turns out fine. */
export interface Reservation {
  ids: number[];
}

/**
 * Reserve-then-verify: the attempt is written first and only then counted, so parallel requests
 * can't all read "below the limit" before any of them is recorded. Each attempt sees at least
 * every reservation committed before its own, so at most `max` of them get through. An attempt
 * that is refused takes its reservation back, so hammering doesn't lengthen the block.
 */
async function reserve(
  db: Db,
  limits: { key: string; max: number }[],
  windowMs: number,
): Promise<Reservation | null> {
  const rows = await db
    .insert(loginAttempts)
    .values(limits.map(({ key }) => ({ key })))
    .returning({ id: loginAttempts.id });
  const since = new Date(Date.now() - windowMs);
  const counts = await Promise.all(
    limits.map(({ key }) =>
      db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.key, key), gt(loginAttempts.attemptedAt, since)))
        .then(([row]) => row?.n ?? 0),
    ),
  );
  const reservation = { ids: rows.map((r) => r.id) };
  if (limits.some(({ max }, i) => counts[i]! > max)) {
    await releaseReservation(db, reservation);
    return null;
  }
  return reservation;
}

export async function releaseReservation(db: Db, reservation: Reservation): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.id, reservation.ids));
}

/** A sign-in attempt: null when the account or the IP already used up its failures. */
export function reserveSignIn(db: Db, email: string, ip: string): Promise<Reservation | null> {
  return reserve(
    db,
    [
      { key: accountKey(email), max: MAX_FAILURES_PER_ACCOUNT },
      { key: ipKey(ip), max: MAX_FAILURES_PER_IP },
    ],
    SIGN_IN_WINDOW_MS,
  );
}

/** A wrong password keeps its reservation as a failure; old rows are swept on the way. */
export async function keepAsFailure(db: Db): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(Date.now() - SIGN_UP_WINDOW_MS)));
}

/** A right password clears the account's failures and gives the IP its reservation back. */
export async function signInSucceeded(
  db: Db,
  email: string,
  reservation: Reservation,
): Promise<void> {
  await releaseReservation(db, reservation);
  await clearLoginFailures(db, email);
}

/** A sign-up counts against its IP whatever its outcome: failures enumerate e-mails too. */
export function reserveSignUp(db: Db, ip: string): Promise<Reservation | null> {
  return reserve(db, [{ key: signUpKey(ip), max: MAX_SIGN_UPS_PER_IP }], SIGN_UP_WINDOW_MS);
}

/** The account's failures are forgotten (its e-mail leaves with a deleted account). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, accountKey(email)));
}
