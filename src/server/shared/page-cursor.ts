import { ADMIN_MESSAGES } from "@domain/contracts/admin";
import { AppError } from "@server/errors";
import { type AnyColumn, asc, desc, type SQL, sql } from "drizzle-orm";

/** A table's column, or a subquery's selected field (the review reports' queue, decision 0388). */
type Sortable = AnyColumn | SQL.Aliased;

/** The last row of a page: its sort instant (to the microsecond) and its id. */
interface Position {
  at: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const isUuid = (value: string) => UUID.test(value);

function decodeCursor(cursor: string): Position {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (typeof at === "string" && INSTANT.test(at) && typeof id === "string" && isUuid(id)) {
      return { at, id };
    }
  } catch {
    // Not base64url JSON: the same answer as any other foreign cursor.
  }
  throw new AppError("bad_request", ADMIN_MESSAGES.invalidPage);
}

const encodeCursor = ({ at, id }: Position) =>
  Buffer.from(JSON.stringify([at, id])).toString("base64url");

/**
 * Keyset pagination over (instant column, id): each page starts strictly after the previous
 * page's last row, so rows written meanwhile never shift a page into duplicates or gaps. The
 * instant travels as microsecond text because a JavaScript Date would round it to milliseconds.
 */
export function keyset(
  instant: Sortable,
  id: Sortable,
  direction: "asc" | "desc",
  cursor: string | undefined,
) {
  const after = cursor ? decodeCursor(cursor) : null;
  const beyond = direction === "asc" ? sql`>` : sql`<`;
  const order = direction === "asc" ? asc : desc;
  return {
    where: after
      ? sql`(${instant}, ${id}) ${beyond} (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined,
    orderBy: [order(instant), order(id)] as SQL[],
    /** Selected with each row: what the next cursor is made of. */
    columns: {
      pageAt: sql<string>`to_char(${instant} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      pageId: sql<string>`${id}`,
    },
  };
}

/** A page out of `limit + 1` rows: the extra row only says that another page follows. */
export function toPage<Row extends { pageAt: string; pageId: string }, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(toItem),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.pageAt, id: last.pageId }) : null,
  };
}
