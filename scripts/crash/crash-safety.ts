/**
 * Crash safety (issue 10, suite 4): starts the server, drives sign-ups and bookings (each
 * booking then cancelled, so no client reaches the request caps), SIGKILLs it at a random
 * moment, restarts, again and again; then checks that every write answered 2xx is stored.
 * Embedded database by default; a scratch PostgreSQL database with TEST_DATABASE_URL or
 * `--postgres` (TEST_DATABASE_URL or DATABASE_URL names the server). Prints kills,
 * acknowledged writes by kind and writes lost (must be 0). `npm run test:crash` does KILLS
 * (default 30); the fast form (3 kills) runs in npm test.
 */
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServerProcess } from "../server-process";
import { type Acknowledged, type Cast, findLost, seedCast } from "./cast";
import { type CrashTarget, embeddedTarget, postgresTarget } from "./target";
import { book, cancel, nextSlot, signIn, signUp } from "./writers";

const WRITERS = 2; // of each kind
/** How long a life may take to answer its first sign-up and booking before it is killed anyway. */
const FIRST_WRITES_MS = 30_000;

export interface CrashReport {
  database: CrashTarget["kind"];
  kills: number;
  signUps: number;
  bookings: number;
  cancellations: number;
  lost: string[];
}

/** A server on a free port (PORT=0, read back from its start line). */
const startServer = (target: CrashTarget) =>
  startServerProcess({
    ...target.serverEnv,
    NODE_ENV: "development",
    TRUST_PROXY: "on", // the writers forward a fresh IP per request (see writers.ts)
  });

async function untilReady(base: string, server: ChildProcess): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/geocoding/cities`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
}

let emailCounter = 0;

/** One server life: writers run until the kill; a booking writer has its own client. */
async function lifeUntilKilled(
  base: string,
  server: ChildProcess,
  run: string,
  acked: Acknowledged,
  clients: string[],
  cast: Cast,
) {
  let killed = false;
  let signedUp = false;
  let booked = false;
  const signingUp = Array.from({ length: WRITERS }, async () => {
    while (!killed) {
      const address = `queda-${run}-${++emailCounter}@exemplo.com.br`;
      if (await signUp(base, address)) {
        acked.signUps.push(address);
        signedUp = true;
      }
    }
  });
  const booking = clients.map(async (client) => {
    let cookie: string | null = null;
    while (!killed) {
      cookie ??= await signIn(base, client);
      const id = cookie && (await book(base, cookie, nextSlot(cast.professionalIds)));
      if (!cookie || !id) continue;
      acked.bookings.set(id, "pending");
      booked = true;
      if (await cancel(base, cookie, id)) acked.bookings.set(id, "cancelled");
    }
  });
  // The kill falls at a random moment once this life has written both kinds: on a busy machine
  // a kill timed from the start alone could land before any write, and prove nothing.
  const firstWrites = Date.now() + FIRST_WRITES_MS;
  while (!(signedUp && booked) && Date.now() < firstWrites)
    await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, Math.random() * 1500));
  server.kill("SIGKILL");
  await new Promise((r) => server.once("exit", r));
  killed = true;
  await Promise.all([...signingUp, ...booking]);
}

export async function runCrashSafety(kills: number, postgresUrl?: string): Promise<CrashReport> {
  const target = postgresUrl ? await postgresTarget(postgresUrl) : embeddedTarget();
  const run = Date.now().toString(36);
  const acked: Acknowledged = { signUps: [], bookings: new Map() };
  try {
    let database = await target.open();
    // Each life gets fresh clients: a booking the kill left pending stays with its client.
    const cast = await seedCast(database.db, 3, kills * WRITERS);
    await database.close();
    for (let kill = 0; kill < kills; kill++) {
      const { child: server, base } = await startServer(target);
      await untilReady(base, server);
      const clients = cast.clientEmails.slice(kill * WRITERS, (kill + 1) * WRITERS);
      await lifeUntilKilled(base, server, run, acked, clients, cast);
    }
    database = await target.open();
    try {
      const lost = await findLost(database.db, run, acked);
      const bookings = acked.bookings.size;
      const cancellations = [...acked.bookings.values()].filter((s) => s === "cancelled").length;
      return {
        database: target.kind,
        kills,
        signUps: acked.signUps.length,
        bookings,
        cancellations,
        lost,
      };
    } finally {
      await database.close();
    }
  } finally {
    await target.dispose();
  }
}

export const describeReport = (r: CrashReport) =>
  `crash safety (${r.database}): ${r.kills} SIGKILLs; answered 2xx: ${r.signUps} sign-ups, ${r.bookings} bookings, ${r.cancellations} cancellations; ${r.lost.length} lost`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const postgres = process.argv.includes("--postgres") || !!process.env.TEST_DATABASE_URL;
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (postgres && !url) throw new Error("--postgres needs TEST_DATABASE_URL or DATABASE_URL");
  const report = await runCrashSafety(Number(process.env.KILLS ?? 30), postgres ? url : undefined);
  console.log(describeReport(report));
  if (report.lost.length) {
    console.error(report.lost.join("\n"));
    process.exit(1);
  }
}
