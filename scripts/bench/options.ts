/** `npm run bench -- [--small] [--booking] [--search] [--pages] [--admin] [--professionals N] [--seconds S] [--connections C] [--workers N] [--no-pglite]`. */
import os from "node:os";
import { parseArgs } from "node:util";

export type BenchPart = "booking" | "search" | "pages" | "admin";
const PARTS: BenchPart[] = ["booking", "search", "pages", "admin"];

export interface BenchOptions {
  /** PostgreSQL server (its own database `bench_<N>` is created there). */
  postgresUrl: string;
  professionals: number;
  pgliteProfessionals: number;
  seconds: number;
  connections: number;
  /** The multi-process run of search and booking (WORKERS). */
  workers: number;
  pglite: boolean;
  /** Drop the bench database and seed it again, even if it is already seeded. */
  fresh: boolean;
  /**
   * One part alone, on PostgreSQL with one worker (no PGlite, no notifications): the bookings,
   * the searches (issue 17's sort, decision 0290), the public profile's scenarios (issue 18), or
   * the admins' reads (issue 34). Undefined: the whole bench.
   */
  part?: BenchPart;
  /** Fail on a p99 over its scenario's budget (full runs; `--small` never fails on timings). */
  budgets: boolean;
}

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      small: { type: "boolean", default: false },
      professionals: { type: "string" },
      "pglite-professionals": { type: "string" },
      seconds: { type: "string" },
      connections: { type: "string" },
      workers: { type: "string" },
      "no-pglite": { type: "boolean", default: false },
      fresh: { type: "boolean", default: false },
      booking: { type: "boolean", default: false },
      search: { type: "boolean", default: false },
      pages: { type: "boolean", default: false },
      admin: { type: "boolean", default: false },
    },
  });
  const small = values.small;
  const number = (value: string | undefined, fallback: number) =>
    value === undefined ? fallback : Number(value);
  return {
    postgresUrl: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    professionals: number(values.professionals, small ? 1_000 : 100_000),
    pgliteProfessionals: number(values["pglite-professionals"], small ? 1_000 : 10_000),
    // The small form looks for errors and sequential scans, not speed: a second of load per
    // scenario finds them as well as three did, in half the time (decision 0371).
    seconds: number(values.seconds, small ? 1 : 10),
    connections: number(values.connections, 50),
    workers: number(values.workers, os.availableParallelism()),
    pglite: !values["no-pglite"],
    fresh: values.fresh,
    part: PARTS.find((part) => values[part]),
    budgets: !small,
  };
}
