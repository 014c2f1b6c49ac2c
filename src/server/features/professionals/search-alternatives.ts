import type { SearchAlternatives, SearchAlternativesQuery } from "@domain/contracts/professionals";
import { SEARCH_PAGE_SIZE } from "@domain/professionals";
import type { Db } from "@server/db/client";
import { professionalProfiles as p } from "@server/db/schema";
import { sql } from "drizzle-orm";
import { countSearch } from "./count-search";
import { withKnownCity } from "./search-city";

/** Other cities offered at most. */
const MAX_CITIES = 6;

/**
 * Where an empty search may look next (issue 29): the specialty's online professionals, and the
 * other cities of the searched city's state (our places have no coordinates: the state is the
 * neighbourhood we know) where professionals of the specialty attend in person, at an office
 * or at home, most professionals first. An unknown city is the search's own 400.
 */
export async function searchAlternatives(
  db: Db,
  q: SearchAlternativesQuery,
): Promise<SearchAlternatives> {
  const online = await countSearch(db, {
    specialty: q.specialty,
    serviceOptions: ["online"],
    limit: SEARCH_PAGE_SIZE,
  });
  const known = withKnownCity({ ...q, limit: SEARCH_PAGE_SIZE });
  if (!known.city || !known.state) return { online, cities: [] };
  const specialty = sql`ARRAY[${q.specialty}]::text[]`;
  const { rows } = (await db.execute(sql`
    SELECT min(city) AS city, state, count(DISTINCT id)::int AS count FROM (
      SELECT ${p.userId} AS id, ${p.officeCity} AS city, ${p.officeState} AS state FROM ${p}
        WHERE ${p.searchable} AND ${p.specialties} @> ${specialty}
          AND 'local_proprio' = ANY(${p.serviceOptions}) AND ${p.officeState} = ${known.state}
      UNION ALL
      SELECT ${p.userId}, ${p.homeServiceCity}, ${p.homeServiceState} FROM ${p}
        WHERE ${p.searchable} AND ${p.specialties} @> ${specialty}
          AND 'domiciliar' = ANY(${p.serviceOptions}) AND ${p.homeServiceState} = ${known.state}
    ) places
    WHERE btrim(coalesce(city, '')) <> ''
      AND lower(immutable_unaccent(city)) <> lower(immutable_unaccent(${known.city}))
    GROUP BY lower(immutable_unaccent(city)), state
    ORDER BY count DESC, min(city)
    LIMIT ${MAX_CITIES}
  `)) as unknown as { rows: { city: string; state: string; count: number }[] };
  return { online, cities: rows.map((r) => ({ city: r.city, state: r.state, count: r.count })) };
}
