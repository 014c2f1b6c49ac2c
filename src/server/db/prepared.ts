import { createHash } from "node:crypto";
import type { Db } from "./client";

/**
 * A hot read built once per database handle and prepared by name: drizzle does not build its
 * SQL again on every call, and PostgreSQL parses it once per connection and may keep a generic
 * plan (docs/performance.md). `build` receives the handle and a name for `.prepare()`.
 */
export function prepared<Q>(name: string, build: (db: Db, name: string) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db, name);
      byDb.set(db, query);
    }
    return query;
  };
}

/**
 * How many shapes of one read keep a named statement. Each one holds a plan in every pooled
 * PostgreSQL connection, and callers choose the shape (filters, page size): past this many,
 * a new shape runs as an unnamed statement, built on each call and kept nowhere.
 */
export const MAX_PREPARED_SHAPES = 256;

/**
 * Like `prepared`, for a read whose SQL depends on a shape (which filters are used): one
 * prepared statement per shape, named by a hash of the shape, since a connection refuses two
 * texts under one name. `build` receives "" as the name for a shape past the cap.
 */
export function preparedByShape<S, Q>(
  prefix: string,
  build: (db: Db, shape: S, name: string) => Q,
): (db: Db, shape: S) => Q {
  const byDb = new WeakMap<Db, Map<string, Q>>();
  return (db, shape) => {
    let byShape = byDb.get(db);
    if (!byShape) {
      byShape = new Map();
      byDb.set(db, byShape);
    }
    const key = JSON.stringify(shape);
    let query = byShape.get(key);
    if (!query) {
      if (byShape.size >= MAX_PREPARED_SHAPES) return build(db, shape, "");
      const hash = createHash("sha1").update(key).digest("hex").slice(0, 16);
      query = build(db, shape, `${prefix}_${hash}`);
      byShape.set(key, query);
    }
    return query;
  };
}
