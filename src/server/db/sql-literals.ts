/**
 * Constants written into SQL as literals (decision 0178). Some must be literals: the planner
 * matches a partial index only against a constant predicate (decision 0127). So they are
 * quoted here, once, from the domain's constants, after a check that they hold nothing that
 * could end a string; and code looks them up in a closed map, where a caller's string that is
 * not one of the constants throws instead of reaching the SQL.
 */

/** Letters (accented too), digits, spaces and `_ | :`: no quote, backslash or operator. */
const SAFE_LITERAL = /^[\p{L}\p{N} _|:]+$/u;

/** `value` as a quoted SQL string; a value outside SAFE_LITERAL is a programming error. */
export function quotedLiteral(value: string): string {
  if (!SAFE_LITERAL.test(value)) throw new Error("SQL literal outside the allowed characters");
  return `'${value}'`;
}

/** Values built once for each key of a closed set; any other key throws. */
export interface ClosedMap<K extends string, V> {
  readonly keys: readonly K[];
  get(key: K): V;
}

export function closedMap<K extends string, V>(
  keys: readonly K[],
  build: (key: K) => V,
): ClosedMap<K, V> {
  const values = new Map<string, V>(keys.map((key) => [key, build(key)]));
  return {
    keys,
    get(key) {
      // A Map, not an object: "constructor" or "__proto__" is not a key either.
      if (!values.has(key)) throw new Error("Value outside the closed set of SQL literals");
      return values.get(key) as V;
    },
  };
}
