import type { Db } from "@server/db/client";
import { prepared } from "@server/db/prepared";
import { visitorReads } from "@server/db/schema";
import { AppError } from "@server/errors";
import { lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { networkOf } from "./rate-limit";
import { SESSION_COOKIE, SESSION_TOKEN_FORM } from "./sessions";

/** Requests a visitor's network may make to the public reads per minute (decision 0321). */
export const VISITOR_REQUESTS_PER_MINUTE = 120;
export const VISITOR_RATE_LIMITED_MESSAGE =
  "Muitas buscas em pouco tempo a partir desta rede. Aguarde um minuto e tente novamente.";
const WINDOW_MS = 60_000;
/** Past this many networks, the windows that ended are swept (memory stays bounded). */
const SWEEP_AT = 10_000;

/** Counts one more read of a network in the clock minute starting at `start`; answers the count. */
interface VisitorCounts {
  add(network: string, start: number): number | Promise<number>;
}

/** One process's own count (the embedded database serves one process): no database write. */
function countsInMemory(): VisitorCounts {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    add(network, start) {
      const current = windows.get(network);
      if (current && current.start === start) return ++current.count;
      if (!current && windows.size >= SWEEP_AT) {
        for (const [key, window] of windows) if (window.start !== start) windows.delete(key);
      }
      windows.set(network, { start, count: 1 });
      return 1;
    },
  };
}

const addRead = prepared("visitor_read_add", (db, name) =>
  db
    .insert(visitorReads)
    .values({ network: sql.placeholder("network"), windowStart: sql.placeholder("start") })
    .onConflictDoUpdate({
      target: [visitorReads.network, visitorReads.windowStart],
      set: { count: sql`${visitorReads.count} + 1` },
    })
    .returning({ count: visitorReads.count })
    .prepare(name),
);

/**
 * The count every process on one PostgreSQL database shares (decision 0411): one upsert of an
 * UNLOGGED row per read, so the 121st read of a minute is refused whichever machine or worker
 * answers it. A network this process has seen over the limit is refused until the minute ends
 * without asking the database again: a flood past the limit costs no writes.
 */
function countsInDatabase(db: Db): VisitorCounts {
  const over = new Set<string>();
  let overStart = 0;
  return {
    async add(network, start) {
      if (start !== overStart) {
        over.clear();
        overStart = start;
      }
      if (over.has(network)) return VISITOR_REQUESTS_PER_MINUTE + 1;
      const [row] = await addRead(db).execute({ network, start: new Date(start) });
      const count = row?.count ?? 1;
      if (count > VISITOR_REQUESTS_PER_MINUTE && start === overStart) over.add(network);
      return count;
    },
  };
}

/**
 * Where this app counts visitors' reads: in its memory (the default, one process), or, with
 * `db`, in the database every process shares (several workers or machines; decision 0411).
 */
export function installVisitorLimit(app: FastifyInstance, db: Db | undefined): void {
  app.decorate("visitorCounts", db ? countsInDatabase(db) : countsInMemory());
  app.decorate("limitPublicRead", publicReadLimit());
}

/**
 * Counts a public read by a visitor (nobody signed in) against their network: at most
 * VISITOR_REQUESTS_PER_MINUTE per clock minute, then 429 until the minute ends (decisions 0321,
 * 0411). Signed-in callers are not counted.
 */
export async function limitVisitor(
  req: FastifyRequest,
  signedIn: boolean,
  now: Date,
): Promise<void> {
  if (signedIn) return;
  const start = Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
  const count = await req.server.visitorCounts.add(networkOf(req.ip), start);
  if (count > VISITOR_REQUESTS_PER_MINUTE) {
    throw new AppError("too_many_requests", VISITOR_RATE_LIMITED_MESSAGE);
  }
}

/** How long this process trusts what a session cookie turned out to be (decision 0417). */
export const KNOWN_COOKIE_MS = 60_000;
/** Past this many cookies, those whose minute ended are swept (memory stays bounded). */
const KNOWN_COOKIES_MAX = 100_000;

/**
 * The visitor limit of a read whose answer is the same for everyone (decision 0417), without
 * reading the session on every request: a session cookie is read against the sessions once a
 * minute in each process, and what it was (a signed-in person, or nothing) is kept that long.
 * A signed-in person is not limited (decision 0321) and not counted; a banned one is refused
 * and signed out when the cookie is read, as on every route; a request without a session,
 * cookie or not, is a visitor's, counted against the network as before. A made-up cookie is read
 * once and is then a visitor's for the minute: it buys nothing.
 */
function publicReadLimit() {
  const known = new Map<string, { signedIn: boolean; until: number }>();
  return async function limitPublicRead(
    req: FastifyRequest,
    reply: FastifyReply,
    now: Date,
  ): Promise<void> {
    const cookie = req.cookies[SESSION_COOKIE];
    // Only what could be a session's token is read and kept: anything else is a visitor's, and
    // no one fills this memory with long cookies.
    if (cookie && SESSION_TOKEN_FORM.test(cookie)) {
      const at = now.getTime();
      let seen = known.get(cookie);
      if (!seen || seen.until <= at) {
        if (known.size >= KNOWN_COOKIES_MAX) {
          for (const [key, entry] of known) if (entry.until <= at) known.delete(key);
          if (known.size >= KNOWN_COOKIES_MAX) known.clear();
        }
        seen = { signedIn: !!(await req.identify(reply)), until: at + KNOWN_COOKIE_MS };
        known.set(cookie, seen);
      }
      if (seen.signedIn) return;
    }
    await limitVisitor(req, false, now);
  };
}

/**
 * The shared counts of minutes before the last one (a job, every minute): the table holds two
 * minutes at most, and a process whose clock is a little behind still finds its minute's row.
 */
export async function sweepVisitorReads(db: Db, instant: Date): Promise<number> {
  const start = (Math.floor(instant.getTime() / WINDOW_MS) - 1) * WINDOW_MS;
  const swept = await db
    .delete(visitorReads)
    .where(lt(visitorReads.windowStart, new Date(start)))
    .returning({ network: visitorReads.network });
  return swept.length;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The visitors' read counts (auth/visitor-limit.ts). */
    visitorCounts: VisitorCounts;
    /** The limit of a route with `identity: "when-limited"` (decision 0417). */
    limitPublicRead: ReturnType<typeof publicReadLimit>;
  }
}
