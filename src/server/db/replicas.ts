import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type Db, POOL_IDLE_MS } from "./client";
import * as schema from "./schema";

/**
 * Issue 35, item 2 (decision 0410): the public reads (search, listing and profile pages, the
 * sitemap, the next free slot they carry) may be served by streaming replicas. Only code that
 * asks through `ReadDb.read` goes there; everything else, every write and every read of the
 * person's own data, keeps the primary's `Db`.
 */
export interface ReadDb {
  /**
   * Runs a read that may be a moment old on a replica that is in, else on the primary. A read
   * that fails on a replica (it went down, a recovery conflict) runs again on the primary: the
   * visitor never sees the replica's error. Errors of the read itself (AppError) pass as they are.
   */
  read<T>(run: (db: Db) => Promise<T>): Promise<T>;
  /**
   * For a streamed read (a sitemap file) that cannot be run again once sent: a replica that is
   * in, else the primary. A replica failing mid-stream ends that answer, as the primary would.
   */
  choose(): Db;
  /**
   * How old a read through this handle may be at most: 0 on the primary; with replicas, the lag
   * bound plus one probe interval (a replica that stalls just after a good probe is found at
   * the next one).
   */
  stalenessBoundMs: number;
  /** Each replica's state, for the readiness probe (never its address or password). */
  states(): ReplicaState[];
  close(): Promise<void>;
}

export interface ReplicaState {
  /** "replica-1", "replica-2"…: its place in DATABASE_REPLICA_URLS, never its address. */
  name: string;
  /** in: serving reads; lagging: behind the bound; down: no answer; unknown: not probed yet. */
  state: "in" | "lagging" | "down" | "unknown";
  /** How long it took to replay what the primary had written when last probed (ms). */
  lagMs: number | null;
}

/** Without replicas: every read is the primary's. */
export function primaryOnly(db: Db): ReadDb {
  return {
    read: (run) => run(db),
    choose: () => db,
    stalenessBoundMs: 0,
    states: () => [],
    close: async () => {},
  };
}

/** How often the replicas' lag is measured. */
const REPLICA_PROBE_EVERY_MS = 1_000;
/** While a replica catches up to the primary's position, it is asked again this often. */
const CATCH_UP_POLL_MS = 25;
/** A replica that does not answer a probe (or a new connection) within this is down. */
const REPLICA_CONNECT_TIMEOUT_MS = 1_000;

/** A WAL position ("16/B374D848") as a number, to compare two servers' positions. */
function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split("/");
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** SQLSTATE of a write a hot standby refuses ("cannot execute … in a read-only transaction"). */
const READ_ONLY = "25006";

/** The SQLSTATE of a database error, through drizzle's wrapping (`cause`). */
const sqlStateOf = (error: unknown): string | undefined => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
};

/**
 * The read's own refusal (an AppError: not found, bad input; its code is a lower-case word):
 * the answer, whichever server read it. Anything else came from the replica or its connection.
 */
const isRefusal = (error: unknown) =>
  typeof (error as { code?: unknown })?.code === "string" &&
  /^[a-z_]+$/.test((error as { code: string }).code);

/**
 * Failures of the replica rather than of one statement: no SQLSTATE (refused, reset, timed out),
 * 08 connection exception, 57P01-57P03 shut down or starting, 53 out of resources, 58 system.
 * A recovery conflict (40001) or a cancelled statement only sends that read to the primary.
 */
const isReplicaDown = (error: unknown) => {
  const state = sqlStateOf(error);
  return state === undefined || /^(08|57P0|53|58)/.test(state);
};

interface Replica {
  name: string;
  pool: pg.Pool;
  db: Db;
  state: ReplicaState["state"];
  lagMs: number | null;
}

interface ReplicaSetOptions {
  /** The primary: its WAL position is what the replicas are measured against. */
  primary: Db;
  urls: readonly string[];
  /** A replica further behind than this is skipped (DATABASE_REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  /** 0: no timer, the caller calls `probe` (tests). */
  probeEveryMs?: number;
  poolSize?: number;
  /** A replica's state changed: one line, its name and state, never its address. */
  onChange?: (state: ReplicaState) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One pool per replica, a lag probe every second, reads spread over the replicas that are in.
 *
 * The lag: the primary's flushed WAL position is read at t0, then each replica's replayed
 * position until it reaches it; the time that took is the replica's lag. An idle primary writes
 * nothing, its position stays, and a replica that replayed it all measures about 0 ms, where
 * `now() - pg_last_xact_replay_timestamp()` would grow with the idle time (decision 0410). A
 * replica not there after `maxLagMs` is lagging; one that errs, times out or left recovery
 * (promoted: it no longer follows this primary) is down. Both are skipped until a probe finds
 * them caught up again.
 */
export function openReplicaSet(options: ReplicaSetOptions): ReadDb & { probe(): Promise<void> } {
  const replicas: Replica[] = options.urls.map((url, index) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: POOL_IDLE_MS,
      connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
      allowExitOnIdle: true,
    });
    const replica: Replica = {
      name: `replica-${index + 1}`,
      pool,
      db: drizzlePg(pool, { schema }) as unknown as Db,
      state: "unknown",
      lagMs: null,
    };
    // An idle connection that drops is replaced by the pool; the next read that fails on it,
    // or the next probe, marks the replica down.
    pool.on("error", () => {});
    return replica;
  });

  const mark = (replica: Replica, state: ReplicaState["state"], lagMs: number | null) => {
    const changed = replica.state !== state;
    replica.state = state;
    replica.lagMs = lagMs;
    if (changed) options.onChange?.({ name: replica.name, state, lagMs });
  };

  /** Resolves within the timeout or fails: a replica that hangs is down, not waited for. */
  const timed = <T>(promise: Promise<T>): Promise<T> =>
    Promise.race([
      promise,
      wait(REPLICA_CONNECT_TIMEOUT_MS).then(() => {
        throw new Error("replica probe timed out");
      }),
    ]);

  const replayed = async (client: pg.PoolClient): Promise<bigint | null> => {
    const result = await timed(
      client.query<{ lsn: string | null }>("SELECT pg_last_wal_replay_lsn()::text AS lsn"),
    );
    const lsn = result.rows[0]?.lsn;
    return lsn ? lsnValue(lsn) : null;
  };

  const probeOne = async (
    replica: Replica,
    client: pg.PoolClient,
    target: bigint,
    startedAt: number,
  ) => {
    for (;;) {
      const position = await replayed(client);
      const lag = Date.now() - startedAt;
      if (position === null) return mark(replica, "down", null);
      if (position >= target) return mark(replica, lag <= options.maxLagMs ? "in" : "lagging", lag);
      if (lag > options.maxLagMs) return mark(replica, "lagging", lag);
      await wait(CATCH_UP_POLL_MS);
    }
  };

  let probing: Promise<void> | undefined;
  let closed = false;
  /**
   * Each replica's connection first (a new one may take longer than the bound on a busy
   * machine, and is no lag), then the primary's position, then each replica until it is there.
   */
  const probe = () => {
    probing ??= (async () => {
      const held = await Promise.all(
        replicas.map(async (replica) => {
          const pending = replica.pool.connect();
          try {
            return { replica, client: await timed(pending) };
          } catch {
            // One that connects after the timeout goes back to the pool unused.
            pending.then(
              (client) => client.release(),
              () => {},
            );
            mark(replica, "down", null);
            return undefined;
          }
        }),
      );
      try {
        const startedAt = Date.now();
        const { rows } = (await options.primary.execute(
          "SELECT pg_current_wal_flush_lsn()::text AS lsn",
        )) as unknown as { rows: { lsn: string }[] };
        const target = lsnValue(rows[0]!.lsn);
        await Promise.all(
          held.map(async (entry) => {
            if (!entry) return;
            try {
              await probeOne(entry.replica, entry.client, target, startedAt);
              entry.client.release();
            } catch (error) {
              // A failed connection is dropped from the pool, not handed out again.
              entry.client.release(error instanceof Error ? error : true);
              mark(entry.replica, "down", null);
            }
          }),
        );
      } catch {
        // The primary did not answer: the replicas keep their state; reads fail over anyway.
        for (const entry of held) entry?.client.release();
      } finally {
        probing = undefined;
      }
    })();
    return probing;
  };

  const every = options.probeEveryMs ?? REPLICA_PROBE_EVERY_MS;
  let timer: NodeJS.Timeout | undefined;
  if (every > 0) {
    const tick = () => {
      if (closed) return;
      void probe().then(() => {
        if (!closed) timer = setTimeout(tick, every).unref();
      });
    };
    tick();
  }

  let next = 0;
  const pick = (): Replica | undefined => {
    const live = replicas.filter((replica) => replica.state === "in");
    if (live.length === 0) return undefined;
    next = (next + 1) % live.length;
    return live[next];
  };

  return {
    probe,
    async read(run) {
      const replica = pick();
      if (!replica) return run(options.primary);
      let result: Awaited<ReturnType<typeof run>>;
      try {
        result = await run(replica.db);
      } catch (error) {
        // A write inside a public read is a bug to see, never quietly done on the primary.
        if (isRefusal(error) || sqlStateOf(error) === READ_ONLY) throw error;
        if (isReplicaDown(error)) mark(replica, "down", null);
        return run(options.primary);
      }
      return result;
    },
    choose: () => pick()?.db ?? options.primary,
    stalenessBoundMs: options.maxLagMs + every,
    states: () =>
      replicas.map((replica) => ({
        name: replica.name,
        state: replica.state,
        lagMs: replica.lagMs,
      })),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await probing;
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}
