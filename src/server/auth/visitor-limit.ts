import type { Db } from "@server/db/client";
import { prepared } from "@server/db/prepared";
import { visitorReads } from "@server/db/schema";
import { AppError } from "@server/errors";
import { lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { networkOf } from "./rate-limit";
import { SESSION_COOKIE } from "./sessions";

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
  app.decorate("limitPublicRead", limitPublicRead);
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

/**
 * The visitor limit of a read whose answer is the same for everyone (decision 0417), run
 * without reading the session: requests with a session cookie count apart from those without,
 * per network, and only past VISITOR_REQUESTS_PER_MINUTE does the session say whether the
 * caller is signed in (not limited; a banned person is refused and signed out, as on every
 * route) or not (429). A visitor's limit is unchanged, and a made-up cookie buys at most one
 * more minute's worth of reads, each one past it read against the sessions.
 */
async function limitPublicRead(req: FastifyRequest, reply: FastifyReply, now: Date): Promise<void> {
  const withCookie = !!req.cookies[SESSION_COOKIE];
  const start = Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
  const network = networkOf(req.ip);
  const count = await req.server.visitorCounts.add(
    withCookie ? `${network} with a session cookie` : network,
    start,
  );
  if (count <= VISITOR_REQUESTS_PER_MINUTE) return;
  if (withCookie && (await req.identify(reply))) return;
  throw new AppError("too_many_requests", VISITOR_RATE_LIMITED_MESSAGE);
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
    limitPublicRead: typeof limitPublicRead;
  }
}
