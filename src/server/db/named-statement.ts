import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client";

const dialect = new PgDialect();

/**
 * Runs a raw statement (one whose text never changes; every value a placeholder) as a named
 * prepared statement, so PostgreSQL parses and plans it once per connection, also inside a
 * transaction (`prepared` in ./prepared.ts keys on the handle, and each transaction is a new
 * one). For hot writes written as raw SQL, such as `notify` inside every booking (decision 0212:
 * half the time of an unnamed statement). PGlite runs it as any statement.
 */
export function executeNamed(db: Db, name: string, query: SQL): Promise<unknown> {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}
