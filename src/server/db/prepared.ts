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
 * How many shapes of one read outside its kept shapes get a named statement. Each one holds a
 * plan in every pooled PostgreSQL connection (about 180 KiB for a search, decision 0178), and
 * callers choose the shape (filters, page size): past this many, another shape runs as an
 * unnamed statement, built on each call and kept nowhere.
 */
export const MAX_PREPARED_SHAPES = 64;

/**
 * Like `prepared`, for a read whose SQL depends on a shape (which filters are used): one
 * prepared statement per shape, named by a hash of the shape, since a connection refuses two
 * texts under one name. The `kept` shapes (a closed list: the read's usual shapes) always get
 * theirs, whatever came first; other shapes share MAX_PREPARED_SHAPES, and `build` receives ""
 * as the name for a shape past it.
 */
export function preparedByShape<S, Q>(
  prefix: string,
  build: (db: Db, shape: S, name: string) => Q,
  kept: readonly S[] = [],
): (db: Db, shape: S) => Q {
  const keptKeys = new Set(kept.map((shape) => JSON.stringify(shape)));
  const byDb = new WeakMap<Db, { queries: Map<string, Q>; others: number }>();
  return (db, shape) => {
    let cache = byDb.get(db);
    if (!cache) {
      cache = { queries: new Map(), others: 0 };
      byDb.set(db, cache);
    }
    const key = JSON.stringify(shape);
    let query = cache.queries.get(key);
    if (!query) {
      if (!keptKeys.has(key)) {
        if (cache.others >= MAX_PREPARED_SHAPES) return build(db, shape, "");
        cache.others++;
      }
      const hash = createHash("sha1").update(key).digest("hex").slice(0, 16);
      query = build(db, shape, `${prefix}_${hash}`);
      cache.queries.set(key, query);
    }
    return query;
  };
}
