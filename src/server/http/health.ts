/**
 * Probes for a load balancer or an orchestrator (decision 0182): `/healthz` says the process
 * answers; `/readyz` that the database answers and holds every migration this build ships,
 * 503 otherwise (starting, migrations pending, database down or closed).
 */

import { type Db, MIGRATIONS_FOLDER } from "@server/db/client";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { z } from "zod";
import { defineRoute, type RouteDef } from "./route";

/** A database that doesn't answer within this is not ready (a hung connection, a full pool). */
const READY_TIMEOUT_MS = 2_000;

const probeResponse = z.object({
  status: z.enum(["ok", "unavailable"]),
  message: z.string(),
  /**
   * With DATABASE_REPLICA_URLS (decision 0410): each replica's name (its place in the list,
   * never its address), state and last lag. One lagging or down never makes the app unready:
   * the public reads go to the primary meanwhile.
   */
  replicas: z
    .array(
      z.object({
        name: z.string(),
        state: z.enum(["in", "lagging", "down", "unknown"]),
        lagMs: z.number().nullable(),
      }),
    )
    .optional(),
});

let latestMigration: number | undefined;
/** The newest migration's timestamp: drizzle's migrators record it in drizzle.__drizzle_migrations. */
const latestMigrationOf = () => {
  latestMigration ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
  );
  return latestMigration;
};

/** Why the database is not ready, or null when it is. */
export async function notReadyReason(db: Db): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), READY_TIMEOUT_MS);
  });
  const query = (async () => {
    const { rows } = (await db.execute(
      sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { last: string | null }[] };
    return Number(rows[0]?.last ?? 0);
  })();
  try {
    const last = await Promise.race([query, timeout]);
    if (last === "timeout") return "O banco de dados não respondeu a tempo.";
    if (last < latestMigrationOf()) return "Há migrações do banco de dados ainda não aplicadas.";
    return null;
  } catch {
    // No migrations table yet, a closed pool, a refused connection: not ready, whatever the cause.
    query.catch(() => {});
    return "O banco de dados não está disponível ou não foi migrado.";
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/healthz",
      access: "public",
      tag: "health",
      summary: "Liveness: the process answers (never touches the database).",
      response: probeResponse,
      handler: async () => ({ status: "ok" as const, message: "Processo ativo." }),
    }),
    defineRoute({
      method: "GET",
      url: "/readyz",
      access: "public",
      tag: "health",
      summary:
        "Readiness: the database answers and every migration is applied; 503 otherwise. With read replicas, each one's state (in, lagging, down) and lag, by its place in the list.",
      response: probeResponse,
      handler: async ({ req, db, reply }) => {
        const reason = await notReadyReason(db);
        reply.header("cache-control", "no-store");
        const states = req.server.readDb.states();
        const replicas = states.length > 0 ? { replicas: states } : {};
        if (reason === null) return { status: "ok" as const, message: "Pronto.", ...replicas };
        reply.code(503);
        return { status: "unavailable" as const, message: reason, ...replicas };
      },
    }),
  ];
}
