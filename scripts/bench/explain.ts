/**
 * The database's own time for one API request: the request is replayed in this process on a
 * logging Drizzle instance, and every SELECT it ran is timed with EXPLAIN ANALYZE (inside a
 * rolled-back transaction). A sequential scan of a large table fails the scenario.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../../src/server/app";
import type { Db } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";

/** Tables bigger than this must never be read by a sequential scan. */
const LARGE_TABLE_ROWS = 10_000;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

export interface Explained {
  /** EXPLAIN ANALYZE "Execution Time", summed over the request's SELECTs. */
  dbMs: number;
  /** "Planning Time", summed likewise: node-postgres plans every unnamed statement again. */
  planMs: number;
  /** SELECTs the request ran (each one a round trip, planned anew). */
  statements: number;
  /** The slowest statement's plan, as nested node names. */
  plan: string;
  seqScans: string[];
}

const describeNode = (n: PlanNode): string =>
  [n["Node Type"], n["Index Name"] ?? n["Relation Name"]].filter(Boolean).join(" ");
const flatten = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(flatten)];
const outline = (n: PlanNode): string =>
  n.Plans?.length ? `${describeNode(n)} ← ${n.Plans.map(outline).join(" + ")}` : describeNode(n);

export class Explainer {
  private captured: { query: string; params: unknown[] }[] = [];
  private constructor(
    private pool: pg.Pool,
    private app: FastifyInstance,
    private largeTables: Set<string>,
  ) {}

  static async open(url: string, sessionSecret: string): Promise<Explainer> {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    let self: Explainer | undefined;
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => self?.captured.push({ query, params }) },
    }) as unknown as Db;
    const app = await buildApp({ db, sessionSecret });
    const { rows } = await pool.query<{ relname: string }>(
      `SELECT relname FROM pg_class WHERE relkind = 'r' AND reltuples > ${LARGE_TABLE_ROWS}`,
    );
    self = new Explainer(pool, app, new Set(rows.map((r) => r.relname)));
    return self;
  }

  async explain(path: string, cookie: string): Promise<Explained> {
    this.captured = [];
    const res = await this.app.inject({ url: path, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    const selects = this.captured.filter(({ query }) => /^\s*(select|with)\b/i.test(query));
    const client = await this.pool.connect();
    let dbMs = 0;
    let planMs = 0;
    let slowest = { ms: -1, plan: "" };
    const seqScans: string[] = [];
    try {
      await client.query("BEGIN");
      for (const { query, params } of selects) {
        const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`, params);
        const [result] = rows[0]["QUERY PLAN"] as {
          Plan: PlanNode;
          "Execution Time": number;
          "Planning Time": number;
        }[];
        dbMs += result!["Execution Time"];
        planMs += result!["Planning Time"];
        if (result!["Execution Time"] > slowest.ms) {
          slowest = { ms: result!["Execution Time"], plan: outline(result!.Plan) };
        }
        for (const node of flatten(result!.Plan)) {
          const table = node["Relation Name"];
          if (node["Node Type"] === "Seq Scan" && table && this.largeTables.has(table)) {
            seqScans.push(table);
          }
        }
      }
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
    return { dbMs, planMs, statements: selects.length, plan: slowest.plan, seqScans };
  }

  /** Fresh statistics for these tables (names from the plans, quoted as identifiers). */
  async analyze(tables: string[]) {
    for (const table of tables) await this.pool.query(`ANALYZE "${table.replaceAll('"', '""')}"`);
  }

  async close() {
    await this.app.close();
    await this.pool.end();
  }
}
