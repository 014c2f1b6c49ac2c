import type { Db } from "@server/db/client";
import { loginAttempts } from "@server/db/schema";
import { and, count, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
/** How long an address the owner signed in from stays exempt from the account's ceiling. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
/** Wrong passwords for one account from one address (decision 0187). */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Wrong passwords for one account from all addresses but those the owner signed in from. */
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const MAX_FAILURES_PER_IP = 20;
/** Generous: many people share one public IP behind a carrier-grade NAT (decision 0144). */
export const MAX_SIGN_UPS_PER_IP = 20;
/** 'Esqueci minha senha' requests per hour, per e-mail and per IP (decision 0237). */
export const MAX_RESET_REQUESTS_PER_IP = 20;

/**
 * The network an address counts for: an IPv4 address itself, an IPv6 address its /64 (one
 * subscriber's share; stepping through it must not give fresh attempts).
 */
export function networkOf(ip: string): string {
  const address = ip.replace(/%.*$/, "").toLowerCase();
  if (!address.includes(":")) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The account an e-mail names: sign-in finds users case-insensitively, so do the limits. */
const accountOf = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `account:${accountOf(email)}`;
const accountAddressKey = (email: string, ip: string) =>
  `account-ip:${accountOf(email)}|${networkOf(ip)}`;
const knownAddressKey = (email: string, ip: string) => `known:${accountOf(email)}|${networkOf(ip)}`;
const ipKey = (ip: string) => `ip:${networkOf(ip)}`;
const signUpKey = (ip: string) => `signup:${networkOf(ip)}`;
const resetEmailKey = (email: string) => `reset:${accountOf(email)}`;
const resetIpKey = (ip: string) => `reset-ip:${networkOf(ip)}`;

/** A granted attempt: its reservation rows, released when the attempt turns out fine. */
export interface Reservation {
  ids: number[];
}

/** A key to count an attempt under; `max` null records it without enforcing a limit. */
interface Limit {
  key: string;
  max: number | null;
}

/**
 * Reserve-then-verify: the attempt is written first and only then counted, so parallel requests
 * can't all read "below the limit" before any of them is recorded. Each attempt sees at least
 * every reservation committed before its own, so at most `max` of them get through. An attempt
 * that is refused takes its reservation back, so hammering doesn't lengthen the block.
 */
async function reserve(
  db: Db,
  limits: Limit[],
  windowMs: number,
  instant: Date,
): Promise<Reservation | null> {
  const rows = await db
    .insert(loginAttempts)
    .values(limits.map(({ key }) => ({ key, attemptedAt: instant })))
    .returning({ id: loginAttempts.id });
  const since = new Date(instant.getTime() - windowMs);
  const enforced = limits.filter(
    (limit): limit is { key: string; max: number } => limit.max !== null,
  );
  const counts = await Promise.all(
    enforced.map(({ key }) =>
      db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.key, key), gt(loginAttempts.attemptedAt, since)))
        .then(([row]) => row?.n ?? 0),
    ),
  );
  const reservation = { ids: rows.map((r) => r.id) };
  if (enforced.some(({ max }, i) => counts[i]! > max)) {
    await releaseReservation(db, reservation);
    return null;
  }
  return reservation;
}

export async function releaseReservation(db: Db, reservation: Reservation): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.id, reservation.ids));
}

async function isKnownAddress(db: Db, email: string, ip: string, instant: Date) {
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, knownAddressKey(email, ip)),
        gt(loginAttempts.attemptedAt, new Date(instant.getTime() - KNOWN_ADDRESS_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A sign-in attempt (decision 0187): null when this address used up its 5 failures for the
 * account or its 20 overall, or the account its 100 from everywhere. An address the owner
 * signed in from in the last 30 days is held to its own 5 only, so guessing from elsewhere
 * cannot keep the owner out.
 */
export async function reserveSignIn(
  db: Db,
  email: string,
  ip: string,
  instant: Date,
): Promise<Reservation | null> {
  const known = await isKnownAddress(db, email, ip, instant);
  return reserve(
    db,
    [
      { key: accountAddressKey(email, ip), max: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS },
      { key: accountKey(email), max: known ? null : MAX_FAILURES_PER_ACCOUNT },
      { key: ipKey(ip), max: MAX_FAILURES_PER_IP },
    ],
    SIGN_IN_WINDOW_MS,
    instant,
  );
}

/** A wrong password keeps its reservation as a failure; old rows are swept on the way. */
export async function keepAsFailure(db: Db, instant: Date): Promise<void> {
  const ago = (ms: number) => new Date(instant.getTime() - ms);
  await db
    .delete(loginAttempts)
    .where(
      and(
        lt(loginAttempts.attemptedAt, ago(SIGN_UP_WINDOW_MS)),
        or(
          ne(sql`left(${loginAttempts.key}, 6)`, "known:"),
          lt(loginAttempts.attemptedAt, ago(KNOWN_ADDRESS_MS)),
        ),
      ),
    );
}

/**
 * A right password gives the attempt's reservation back, forgets this address's failures for
 * the account and remembers the address as the owner's. Failures from elsewhere stay counted:
 * the owner signing in does not give guessers a fresh allowance.
 */
export async function signInSucceeded(
  db: Db,
  email: string,
  ip: string,
  reservation: Reservation,
  instant: Date,
): Promise<void> {
  await releaseReservation(db, reservation);
  await db
    .delete(loginAttempts)
    .where(inArray(loginAttempts.key, [accountAddressKey(email, ip), knownAddressKey(email, ip)]));
  await db.insert(loginAttempts).values({ key: knownAddressKey(email, ip), attemptedAt: instant });
}

/** A sign-up counts against its IP whatever its outcome: failures enumerate e-mails too. */
export function reserveSignUp(db: Db, ip: string, instant: Date): Promise<Reservation | null> {
  return reserve(
    db,
    [{ key: signUpKey(ip), max: MAX_SIGN_UPS_PER_IP }],
    SIGN_UP_WINDOW_MS,
    instant,
  );
}

/**
 * A password-reset request counts against its IP whatever its outcome (decision 0237). Not
 * against its e-mail: strangers asking for someone's address would lock the owner out of their
 * own reset (issue 28); what one address receives is limited instead (request-password-reset.ts).
 */
export function reservePasswordResetRequest(
  db: Db,
  ip: string,
  instant: Date,
): Promise<Reservation | null> {
  return reserve(
    db,
    [{ key: resetIpKey(ip), max: MAX_RESET_REQUESTS_PER_IP }],
    // One hour, like sign-ups: the longest window keepAsFailure's sweep leaves intact.
    SIGN_UP_WINDOW_MS,
    instant,
  );
}

/** Everything kept about the account's sign-ins is forgotten (it leaves with a deleted account). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  const account = accountOf(email);
  await db
    .delete(loginAttempts)
    .where(
      or(
        eq(loginAttempts.key, accountKey(email)),
        eq(loginAttempts.key, resetEmailKey(email)),
        sql`starts_with(${loginAttempts.key}, ${`account-ip:${account}|`})`,
        sql`starts_with(${loginAttempts.key}, ${`known:${account}|`})`,
      ),
    );
}
