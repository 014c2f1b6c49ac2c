import type { PGlite } from "@electric-sql/pglite";
import type { Db } from "@server/db/client";
import * as schema from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { makeClient } from "@server/test/factories";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { countUnread } from "./count-unread";

const t = setupTestApp();
const onPostgres = inject("testDatabase").kind === "postgres";

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Heap Fetches"?: number;
  Plans?: PlanNode[];
}
const flatten = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(flatten)];

/** The SQL countUnread runs, captured on a logging handle over the same connection. */
async function unreadCountStatement(user: typeof schema.users.$inferSelect) {
  const captured: { query: string; params: unknown[] }[] = [];
  const logger = {
    logQuery: (query: string, params: unknown[]) => captured.push({ query, params }),
  };
  const client = (t.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const logging = (onPostgres
    ? drizzlePg(client as pg.Pool, { schema, logger })
    : drizzlePglite(client as PGlite, { schema, logger })) as unknown as Db;
  const { count } = await countUnread(logging, user);
  expect(captured).toHaveLength(1);
  return { count, ...captured[0]! };
}

describe("the bell's unread count (decision 0220)", () => {
  it("is an index-only scan of notifications_unread_idx, whatever the read history", async () => {
    const [user, other] = [await makeClient(t.db), await makeClient(t.db)];
    // Many read notifications (the history) and a few unread ones, for the caller and another.
    await t.db.execute(sql`
      INSERT INTO notifications (recipient_id, kind, title, link, idempotency_key, read_at, created_at)
      SELECT CASE WHEN g % 2 = 0 THEN ${user.id}::uuid ELSE ${other.id}::uuid END,
             'booking_requested', 'Título', '/', 'plan-' || ${user.id} || '-' || g,
             CASE WHEN g % 500 < 2 THEN NULL ELSE now() END, now()
      FROM generate_series(1, 20000) AS g`);
    // The visibility map lets the scan skip the table (Heap Fetches: 0), as autovacuum does.
    await t.db.execute(sql`VACUUM ANALYZE notifications`);

    const { count, query, params } = await unreadCountStatement(user);
    expect(count).toBe(40);
    const client = (
      t.db as unknown as {
        $client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
      }
    ).$client;
    const result = (await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`, params)) as {
      rows: { "QUERY PLAN": unknown }[];
    };
    const raw = result.rows[0]!["QUERY PLAN"];
    const [plan] = (typeof raw === "string" ? JSON.parse(raw) : raw) as {
      Plan: PlanNode;
      "Execution Time": number;
    }[];
    const nodes = flatten(plan!.Plan);
    const scan = nodes.find((n) => n["Index Name"] === "notifications_unread_idx");
    expect(scan?.["Node Type"]).toBe("Index Only Scan");
    expect(scan?.["Heap Fetches"]).toBe(0);
    expect(nodes.map((n) => n["Node Type"])).not.toContain("Seq Scan");
    console.info(
      `unread count (${onPostgres ? "PostgreSQL" : "PGlite"}): ${plan!["Execution Time"]} ms in the database`,
    );
  });
});
