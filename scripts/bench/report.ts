/** The table on stdout and bench/results/<date>.json. */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import type { Explained } from "./explain";
import type { LoadResult } from "./load";

export interface Row extends LoadResult {
  database: string;
  workers: number;
  explained?: Explained;
  /** p50 in ms of the same reads one at a time on one connection (scripts/bench/alone.ts). */
  p50Alone?: number;
  /** CPU ms per answered request: the server process, the PostgreSQL backends (writes). */
  cpuPerRequest?: { server: number; postgres: number };
  /** The machine's 1-minute load average when the scenario ended. */
  loadAverage?: number;
  /** The bare-stack reference (reference.ts), loaded just before this read. */
  reference?: { requestsPerSecond: number; serverCpuMs: number; errors: number };
  /** This read's requests/s as a share of the reference's. */
  ofReference?: number;
}

const cell = (value: string | number, width: number) => String(value).padStart(width);

export function printRow(row: Row): void {
  const db = row.explained ? `${row.explained.dbMs.toFixed(2)} ms` : "";
  const plan = row.explained ? `${row.explained.planMs.toFixed(2)} ms` : "";
  const alone = row.p50Alone === undefined ? "" : `${row.p50Alone.toFixed(2)}`;
  const ratio =
    row.explained?.dbMs && row.p50Alone ? `${(row.p50Alone / row.explained.dbMs).toFixed(1)}×` : "";
  const flag = row.explained?.seqScans.length
    ? `  SEQ SCAN: ${row.explained.seqScans.join(", ")}`
    : "";
  const ofReference = row.ofReference === undefined ? "" : `${Math.round(row.ofReference * 100)}%`;
  const cpu = row.cpuPerRequest
    ? `  CPU/request: server ${row.cpuPerRequest.server.toFixed(2)} ms${row.reference ? ` (reference ${row.reference.serverCpuMs.toFixed(2)} ms at ${row.reference.requestsPerSecond}/s)` : ""}, PostgreSQL ${row.cpuPerRequest.postgres.toFixed(2)} ms; load ${row.loadAverage?.toFixed(1)}`
    : "";
  console.log(
    `${row.database.padEnd(9)}${cell(row.workers, 2)}  ${row.scenario.padEnd(42)}${cell(row.requestsPerSecond, 7)}${cell(ofReference, 6)}${cell(row.p50, 6)}${cell(row.p99, 6)}${cell(row.errors, 7)}${cell(alone, 7)}${cell(db, 11)}${cell(ratio, 9)}${cell(plan, 11)}${cell(row.explained?.statements ?? "", 6)}${flag}${cpu}`,
  );
}

export function printHeader(connections: number, seconds: number): void {
  console.log(
    `\n${connections} connections, ${seconds} s per scenario; latencies in ms; ref = req/s as a share of the bare Fastify + pg reference answering the specialty search's rows; alone = p50 of the same reads one at a time on one connection, db = EXPLAIN ANALYZE execution time of the request's SELECTs, alone/db = what the API adds, planning = their planning time, SQL = statements per request`,
  );
  console.log(
    `${"database".padEnd(9)}${cell("w", 2)}  ${"scenario".padEnd(42)}${cell("req/s", 7)}${cell("ref", 6)}${cell("p50", 6)}${cell("p99", 6)}${cell("errors", 7)}${cell("alone", 7)}${cell("db", 11)}${cell("alone/db", 9)}${cell("planning", 11)}${cell("SQL", 6)}`,
  );
}

export function writeResults(rows: Row[], settings: object): string {
  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, settings, rows }, null, 2)}\n`,
  );
  return file;
}
