import { freshDatabase, migrationsBefore } from "@server/test/migration-database";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./client";

// Issue 34, item 2 (decision 0404): drizzle/0045 adds 'hide_content' and 'keep_content' to the
// audit log's admin_action, on a database that already holds decisions, inside the migrator's
// transaction (ALTER TYPE ... ADD VALUE, the values used only after it commits).
const MIGRATION = "0045_admin_content_actions";

let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
afterAll(async () => database?.close());

describe(`${MIGRATION} (decision 0404)`, () => {
  it("lets the audit log record a content's decision, keeping the entries of before", async () => {
    database = await freshDatabase();
    const { db } = database;
    await database.migrateFrom(migrationsBefore(MIGRATION));
    await db.execute(sql`
      INSERT INTO users (email, first_name, last_name, role) VALUES
        ('admin@teste.acolher', 'Ana', 'Admin', 'admin'),
        ('autora@teste.acolher', 'Bia', 'Autora', 'professional')`);
    const entry = (action: string) => sql`
      INSERT INTO admin_audit_log (admin_id, target_user_id, action, reason)
        SELECT a.id, t.id, ${action}::admin_action, 'Conteúdo x'
          FROM users a, users t
         WHERE a.email = 'admin@teste.acolher' AND t.email = 'autora@teste.acolher'`;
    await db.execute(entry("hide_review"));
    // Before the migration the value does not exist.
    await expect(db.execute(entry("hide_content"))).rejects.toThrow();

    await database.migrateFrom(MIGRATIONS_FOLDER);

    await db.execute(entry("hide_content"));
    await db.execute(entry("keep_content"));
    const { rows } = (await db.execute(
      sql`SELECT action FROM admin_audit_log ORDER BY created_at, action`,
    )) as unknown as { rows: { action: string }[] };
    expect(rows.map((r) => r.action).sort()).toEqual([
      "hide_content",
      "hide_review",
      "keep_content",
    ]);
  }, 240_000);
});
