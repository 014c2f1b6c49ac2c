/**
 * Waits until the server's background work is done before a scenario is measured: the e-mail
 * outbox has nothing due. A freshly started server catches up on time that passed (requests
 * expire, reminders fall due: about 14,000 e-mails on a fresh 100k seed), and a booking scenario
 * leaves its e-mails behind; sent during the next scenario, they cost it up to 40% of its
 * throughput (measured 2026-11-26: search by specialty 560 → 911 requests/s once drained).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPostgres } from "../../src/server/db/client";
import { parseEnv, siteInfoOf } from "../../src/server/env";
import { loadPageShell } from "../../src/server/features/pages/page-html";
import {
  pageBuild,
  pagesToRender,
  pageVariant,
} from "../../src/server/features/pages/stored-pages";
import { BENCH_OPERATOR } from "./server";

const DUE = `SELECT count(*)::int AS due FROM email_outbox
  WHERE status = 'pending' AND next_attempt_at <= now()`;

export async function settleOutbox(dbUrl: string, maxSeconds = 300): Promise<number> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const started = Date.now();
  try {
    // The server's jobs run on start: give the first pass a moment to queue its e-mails.
    await new Promise((r) => setTimeout(r, 1_000));
    for (;;) {
      const { rows } = await client.query<{ due: number }>(DUE);
      if (rows[0]!.due === 0) break;
      if (Date.now() - started > maxSeconds * 1_000) {
        console.log(
          `outbox: ${rows[0]!.due} e-mails still due after ${maxSeconds} s; measuring anyway`,
        );
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await client.end();
  }
  return (Date.now() - started) / 1_000;
}

/**
 * After the server's first catch-up (settleOutbox): VACUUM ANALYZE, as autovacuum would have
 * done minutes later. A fresh seed's catch-up expires hundreds of thousands of requests, and the
 * fold rewrites their days' report figures; measured right after, the index-only reads visit
 * the heap (the admin reports at 100,000: 181 ms in the database instead of 5). The bench
 * measures the steady state; drizzle/0048 makes autovacuum come by soon after such a burst.
 */
export async function vacuumAfterCatchUp(dbUrl: string): Promise<number> {
  const started = Date.now();
  await settleOutbox(dbUrl);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query("VACUUM ANALYZE");
  } finally {
    await client.end();
  }
  return (Date.now() - started) / 1_000;
}

/** The origin the bench's server renders its public pages for (PUBLIC_URL, decision 0369). */
export const BENCH_PUBLIC_URL = "http://acolher.bench";

/**
 * Waits until every public page a visitor may open has its current stored copy (decision
 * 0369): the server renders them in the background after a seed, a change or a deploy (at 100,000
 * professionals, minutes of one thread), and the first visits are measured on what a visitor
 * meets once that is done. The variant is computed as the server computes it (same build, same
 * code, same origin).
 */
export async function settlePages(dbUrl: string, maxSeconds = 1_800): Promise<number> {
  const ssrEntry = path.resolve("dist/ssr/entry-server.js");
  // The variant the bench's server stores its pages under: its build and its operator (0389).
  const parsed = parseEnv({
    ...BENCH_OPERATOR,
    NODE_ENV: "production",
    SESSION_SECRET: "x".repeat(32),
  });
  if (!parsed.ok) throw new Error(parsed.error);
  const build = pageBuild(
    loadPageShell(path.resolve("dist/web")),
    existsSync(ssrEntry) ? ssrEntry : undefined,
    siteInfoOf(parsed.env),
  );
  const variant = pageVariant(build, new URL(BENCH_PUBLIC_URL).origin);
  const database = openPostgres(dbUrl, 1);
  const started = Date.now();
  try {
    while ((await pagesToRender(database.db, variant, 1)).length > 0) {
      if (Date.now() - started > maxSeconds * 1_000) {
        console.log(`public pages: still rendering after ${maxSeconds} s; measuring anyway`);
        break;
      }
      await new Promise((r) => setTimeout(r, 5_000));
    }
  } finally {
    await database.close();
  }
  return (Date.now() - started) / 1_000;
}
