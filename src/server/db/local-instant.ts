import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

type Part = string | SQLWrapper;

/**
 * The absolute instant of a local wall-clock date and time in an IANA zone, computed by the
 * database (docs/decisions/0002): `(date + time) AT TIME ZONE zone`. Each part is a value or a
 * column / SQL expression.
 */
export function localInstantSql(date: Part, time: Part, timeZone: Part): SQL {
  return sql`((${date})::date + (${time})::time) AT TIME ZONE ${timeZone}`;
}
