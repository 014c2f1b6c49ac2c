import type { PublicStats } from "@domain/contracts/professionals";
import type { Db } from "@server/db/client";
import { professionalProfiles as p } from "@server/db/schema";
import { sql } from "drizzle-orm";
import { isSearchable } from "./searchable";

/** How long one process reuses the landing page's numbers (decision 0322). */
export const PUBLIC_STATS_TTL_MS = 60_000;

const cache = new WeakMap<Db, { at: number; stats: PublicStats }>();

/**
 * The landing page's numbers (decision 0322): professionals a visitor may find (verified,
 * complete, neither banned nor deleted: the search's `searchable`) and the cities they serve in
 * person (their offices' and home visits' cities, by folded name and state: Bom Jesus - PI and
 * Bom Jesus - RS are two). Counted at most once a minute
 * per process: a walk of the searchable partial index, never per request.
 */
export async function publicStats(db: Db, now: Date): Promise<PublicStats> {
  const cached = cache.get(db);
  if (cached && now.getTime() - cached.at < PUBLIC_STATS_TTL_MS && now >= new Date(cached.at)) {
    return cached.stats;
  }
  const [row] = await db
    .select({
      verifiedProfessionals: sql<number>`count(*)::int`,
      citiesServed: sql<number>`(
        SELECT count(*)::int FROM (
          SELECT lower(immutable_unaccent(${p.officeCity})) AS city,
              coalesce(${p.officeState}, '') AS state FROM ${p}
            WHERE ${p.searchable} AND ${p.officeCity} IS NOT NULL
              AND 'local_proprio' = ANY(${p.serviceOptions})
          UNION
          SELECT lower(immutable_unaccent(${p.homeServiceCity})),
              coalesce(${p.homeServiceState}, '') FROM ${p}
            WHERE ${p.searchable} AND btrim(coalesce(${p.homeServiceCity}, '')) <> ''
              AND 'domiciliar' = ANY(${p.serviceOptions})
        ) cities
      )`,
    })
    .from(p)
    .where(isSearchable());
  const stats = {
    verifiedProfessionals: row?.verifiedProfessionals ?? 0,
    citiesServed: row?.citiesServed ?? 0,
  };
  cache.set(db, { at: now.getTime(), stats });
  return stats;
}
