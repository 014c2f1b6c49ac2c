import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Pooling, UnnamedStatementsClient } from "./pooler";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both drivers: feature code never knows which database it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Calls `onNotice` for every NOTIFY on `channel` committed by anyone, this process or another,
 * and also whenever notices may have been missed (the listening connection dropped: the caller
 * then assumes the worst). Resolves, once listening, to the function that stops it.
 */
export type Listen = (channel: string, onNotice: () => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  listen: Listen;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../../drizzle", import.meta.url));

export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm, unaccent };

/** Embedded PostgreSQL (PGlite). `dataDir` undefined means in memory. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
  });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): Database & { client: PGlite } {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    client,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    // One process holds an embedded database: its notices come from its own transactions.
    listen: async (channel, onNotice) => {
      const stop = await client.listen(channel, () => onNotice());
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

/** After a dropped listening connection, the next try waits this long. */
const LISTEN_RETRY_MS = 1_000;

/**
 * LISTEN on a connection of its own, outside the pool (a pooled connection goes back to the
 * pool and its LISTEN with it). A dropped connection is opened again; since notices sent
 * meanwhile are lost, `onNotice` is called once it listens again.
 */
function postgresListen(url: string, onError: (error: Error) => void): Listen {
  return async (channel, onNotice) => {
    let stopped = false;
    let current: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const open = async () => {
      const client = new pg.Client({ connectionString: url });
      client.on("notification", (message) => {
        if (message.channel === channel) onNotice();
      });
      client.on("error", onError);
      client.on("end", () => {
        if (stopped || current !== client) return;
        current = undefined;
        const again = () => {
          retry = undefined;
          if (stopped) return;
          open().then(onNotice, (error: Error) => {
            onError(error);
            retry = setTimeout(again, LISTEN_RETRY_MS);
          });
        };
        retry = setTimeout(again, LISTEN_RETRY_MS);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      if (stopped) await client.end();
      else current = client;
    };
    await open();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
      current = undefined;
    };
  };
}

/** How long a pooled PostgreSQL connection may stay idle before it is closed. */
export const POOL_IDLE_MS = 5 * 60_000;

export function openPostgres(
  url: string,
  poolSize = 10,
  // An idle client's connection can drop (server restart, admin kill): without a listener the
  // pool's "error" event would crash the process. The pool replaces the client by itself.
  onIdleError: (error: Error) => void = (error) =>
    console.error(`PostgreSQL idle connection error: ${error.message}`),
  // Behind a transaction pooler: statements unnamed, LISTEN elsewhere (decision 0409).
  pooling: Pooling = { mode: "session" },
): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    ...(pooling.mode === "transaction" && { Client: UnnamedStatementsClient }),
    max: poolSize,
    // A connection idle for 10 s (pg's default) was closed, and the next one opened paid the
    // connection and the parse of every named statement again: after a lull the first requests
    // waited 100 ms and more (decision 0368). Idle connections are kept for 5 minutes.
    idleTimeoutMillis: POOL_IDLE_MS,
    // Kept idle connections do not hold a finished script's process open for those minutes.
    allowExitOnIdle: true,
  });
  pool.on("error", onIdleError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    pool,
    kind: "postgres",
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
    listen: postgresListen(pooling.listenUrl ?? url, onIdleError),
  };
}
