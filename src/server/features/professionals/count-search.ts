import type { SearchCount, SearchProfessionalsQuery } from "@domain/contracts/professionals";
import { SEARCH_COUNT_CAP } from "@domain/professionals";
import type { Db } from "@server/db/client";
import { preparedByShape } from "@server/db/prepared";
import { professionalProfiles as p } from "@server/db/schema";
import { and, sql } from "drizzle-orm";
import { withKnownCity } from "./search-city";
import { searchConditions } from "./search-filters";
import { SEARCH_PAGE_SHAPES, type SearchShape, searchValues, shapeOf } from "./search-shape";
import { isSearchable } from "./searchable";

/** A count's shape: the filters only (the page, its keyset and its order change nothing). */
const countShapeOf = (shape: SearchShape): SearchShape => ({
  ...shape,
  after: false,
  sort: null,
  limit: SEARCH_COUNT_CAP + 1,
});

const COUNT_SHAPES = [
  ...new Map(
    SEARCH_PAGE_SHAPES.map(countShapeOf).map((shape) => [JSON.stringify(shape), shape]),
  ).values(),
];

/**
 * At most SEARCH_COUNT_CAP + 1 matches, counted from the search's own indexes (decision 0342):
 * the LIMIT stops the walk, so a count costs what a page of 1,001 costs whatever the table holds.
 * A name is planned for its value (unnamed), as the search's own name statement is.
 */
const countOfShape = preparedByShape(
  "search_count",
  (db: Db, shape: SearchShape, name: string) => {
    const matches = db
      .select({ one: sql`1`.as("one") })
      .from(p)
      .where(and(isSearchable(), ...searchConditions(shape)))
      .limit(sql.raw(String(shape.limit)) as unknown as number)
      .as("matches");
    return db
      .select({ count: sql<number>`count(*)::int` })
      .from(matches)
      .prepare(shape.name ? "" : name);
  },
  COUNT_SHAPES,
);

/** GET /api/professionals/search/count: how many the search finds, "1.000+" past the cap. */
export async function countSearch(db: Db, q: SearchProfessionalsQuery): Promise<SearchCount> {
  const known = withKnownCity(q);
  const [row] = await countOfShape(db, countShapeOf(shapeOf(known))).execute(searchValues(known));
  const found = row?.count ?? 0;
  return { count: Math.min(found, SEARCH_COUNT_CAP), more: found > SEARCH_COUNT_CAP };
}
