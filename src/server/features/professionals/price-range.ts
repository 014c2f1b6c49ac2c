import { DEFAULT_PRICE_RANGE } from "@domain/constants";
import type { PriceRange } from "@domain/contracts/professionals";
import type { Db } from "@server/db/client";
import { professionalProfiles as p } from "@server/db/schema";
import { sql } from "drizzle-orm";
import { isSearchable } from "./searchable";

/** Lowest and highest price among searchable professionals; the spec's 0-1000 when none. */
export async function priceRange(db: Db): Promise<PriceRange> {
  const [row] = await db
    .select({
      minPrice: sql<number | null>`min(${p.priceRange})::float8`,
      maxPrice: sql<number | null>`max(${p.priceRange})::float8`,
    })
    .from(p)
    .where(isSearchable());
  if (row?.minPrice == null || row.maxPrice == null) return { ...DEFAULT_PRICE_RANGE };
  return { minPrice: row.minPrice, maxPrice: row.maxPrice };
}
