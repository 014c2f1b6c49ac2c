/**
 * Where a booking's time goes: `bookAppointment` called directly (no HTTP), one at a time, on
 * the bench's PostgreSQL database, with every statement's round trip timed on the client side.
 * `tsx scripts/bench/booking-profile.ts [bookings] [professionals]` prints, per statement, how
 * many a booking runs and their mean time, inside and outside the agenda lock's transaction.
 */

import { readFileSync } from "node:fs";
import os from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openPostgres } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import { bookAppointment } from "../../src/server/features/appointments/book-appointment";
import { withDatabase } from "../../src/server/test/pg-admin";
import { drawPools } from "./pools";

interface Timing {
  count: number;
  ms: number;
}

/** Every statement sent through pg.Client, by its first words, while `recording`. */
const timings = new Map<string, Timing>();
let recording = false;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text: string; name?: string };
  const text = typeof config === "string" ? config : config.text;
  const started = performance.now();
  const label = `${typeof config === "object" && config.name ? `[${config.name}] ` : ""}${text
    .replace(/\s+/g, " ")
    .slice(0, 110)}`;
  const record = () => {
    if (!recording) return;
    const t = timings.get(label) ?? { count: 0, ms: 0 };
    t.count++;
    t.ms += performance.now() - started;
    timings.set(label, t);
  };
  // pg.Pool.query passes a callback; a transaction's client.query returns a promise.
  const last = args.length - 1;
  if (typeof args[last] === "function") {
    const callback = args[last] as (...a: unknown[]) => void;
    args[last] = (...a: unknown[]) => {
      record();
      callback(...a);
    };
  }
  const result = (original as (...a: unknown[]) => unknown).apply(this, args);
  if (result instanceof Promise) result.then(record, record);
  return result;
} as typeof pg.Client.prototype.query;

export async function profileBookings(dbUrl: string, bookings: number) {
  // One connection: its PostgreSQL backend's CPU time is the bookings' (read from /proc).
  const database = openPostgres(dbUrl, 1);
  const { db } = database;
  const pid = (await database.pool.query("SELECT pg_backend_pid() AS pid")).rows[0].pid as number;
  const backendCpuMs = () => {
    // utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  const pools = await drawPools(db, bookings * 2);
  const clients = await db
    .select()
    .from(users)
    .where(sql`${users.email} LIKE 'bench-booker-%@bench.acolher'`)
    .limit(bookings);
  if (clients.length < bookings) throw new Error("run npm run bench once first (bench bookers)");
  // Warm up the prepared statements and the caches, then measure.
  let total = 0;
  let done = 0;
  let nodeCpu = 0;
  let pgCpu = 0;
  for (let i = 0; i < bookings + 5; i++) {
    const slot = pools.slots.pop()!;
    if (i === 5) {
      recording = true;
      nodeCpu = process.cpuUsage().user + process.cpuUsage().system;
      pgCpu = backendCpuMs();
    }
    const started = performance.now();
    await bookAppointment(
      db,
      clients[i % clients.length]!,
      { ...slot, status: "pending", serviceType: "online" } as never,
      new Date(),
    ).catch((e: Error) => console.error(`booking ${i}: ${e.message}`));
    if (recording) {
      total += performance.now() - started;
      done++;
    }
  }
  recording = false;
  const usage = process.cpuUsage();
  nodeCpu = (usage.user + usage.system - nodeCpu) / 1000;
  pgCpu = backendCpuMs() - pgCpu;
  // What the bench made is not left behind.
  await db.execute(sql`
    DELETE FROM appointments WHERE status = 'pending' AND client_id IN (
      SELECT id FROM users WHERE email LIKE 'bench-booker-%@bench.acolher')`);
  await database.close();
  const rows = [...timings].sort((a, b) => b[1].ms - a[1].ms);
  console.log(
    `${done} bookings one at a time: ${(total / done).toFixed(2)} ms each; CPU per booking: Node ${(nodeCpu / done).toFixed(2)} ms, PostgreSQL backend ${(pgCpu / done).toFixed(2)} ms (load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  let statements = 0;
  for (const [label, t] of rows) {
    statements += t.count / done;
    console.log(
      `${(t.count / done).toFixed(2).padStart(5)} × ${(t.ms / t.count).toFixed(3).padStart(7)} ms  ${label}`,
    );
  }
  console.log(`${statements.toFixed(1)} statements a booking`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bookings = Number(process.argv[2] ?? 200);
  const professionals = Number(process.argv[3] ?? 100_000);
  const server = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  await profileBookings(withDatabase(server, `bench_${professionals}`), bookings);
}
