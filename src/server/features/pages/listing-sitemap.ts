import { SPECIALTIES } from "@domain/constants";
import { placeKey } from "@domain/places";
import { citySlug, listingPath, slugify, specialtySlug } from "@domain/public-pages";
import type { Db } from "@server/db/client";
import { professionalProfiles as p } from "@server/db/schema";
import { quotedLiteral } from "@server/db/sql-literals";
import { escapeHtml } from "@server/notifications/templates/render";
import { type SQL, sql } from "drizzle-orm";
import { listingPlaceOf } from "./find-listing-page";

/** The tags of places within a city, by specialty ('Psicologia|local_city', drizzle/0025). */
const CITY_TAGS = sql.raw(
  SPECIALTIES.flatMap((s) => [`${s}|local_city`, `${s}|home_city`])
    .map(quotedLiteral)
    .join(", "),
);

/**
 * Every listing page someone a search engine may list would appear on, once: the places the
 * search-state trigger tags by specialty and city ('Psicologia|local_city:sao paulo:pinheiros',
 * 'Psicologia|home_city:sao paulo'), with the service left out ('Psicologia|sao paulo:pinheiros'),
 * of the searchable professionals (the listing page's own rule, decision 0354) who did not opt
 * out of search engines (decision 0355).
 */
const listingKeys = sql`
  SELECT DISTINCT split_part(place, '|', 1) || '|' || substr(place, strpos(place, ':') + 1) AS page
    FROM ${p} CROSS JOIN LATERAL unnest(${p.searchPlaces}) AS place
   WHERE ${p.searchable} AND ${p.searchEngineIndexing}
     AND split_part(place, ':', 1) IN (${CITY_TAGS})`;

const rowsOf = async <T>(db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** How many listing pages the sitemap lists (some keys may name no page: fewer, never more). */
export async function countListingPages(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM (${listingKeys}) pages`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The address of the listing page a key names ('Psicologia|sao paulo/sp:pinheiros' →
 * `/psicologia/sao-paulo/pinheiros`, 'Psicologia|bom jesus/pi' → `/psicologia/bom-jesus-pi`,
 * decision 0337), when that page finds the same place: the key's city and bairro read back from
 * the address as the listing page reads them. Else null (a bairro whose name the address cannot
 * carry, a city not in the list, a name several states share kept without its state).
 */
export function listingAddressOf(key: string): string | null {
  const bar = key.indexOf("|");
  const specialty = SPECIALTIES.find((s) => s === key.slice(0, bar));
  if (!specialty) return null;
  const place = key.slice(bar + 1);
  const colon = place.indexOf(":");
  const cityAt = colon < 0 ? place : place.slice(0, colon);
  const bairroKey = colon < 0 ? null : place.slice(colon + 1);
  // The city with its state ('bom jesus/pi', decision 0335), or without one (kept before it).
  const [cityKey = "", state = null] = cityAt.split("/");
  const found = listingPlaceOf({
    specialty: specialtySlug(specialty),
    city: citySlug(cityKey, state),
    ...(bairroKey === null ? {} : { neighborhood: slugify(bairroKey) }),
  });
  if (!found || placeKey(found.city) !== cityKey) return null;
  if (state !== null && found.state.toLowerCase() !== state) return null;
  if (bairroKey !== null && (!found.neighborhood || placeKey(found.neighborhood) !== bairroKey)) {
    return null;
  }
  return listingPath(specialty, found.city, found.neighborhood, found.state);
}

/**
 * The `<url>` lines of listing file k (`/sitemap-listas-k.xml`): the listing pages
 * ((k-1)·size, k·size] in key order, read in rounds of `batch` (a keyset on the key; the file's
 * first round skips to its start).
 */
export async function* listingUrls(
  db: Db,
  origin: string,
  file: number,
  size: number,
  batch: number,
): AsyncGenerator<string> {
  let left = size;
  let after = "";
  let skip = (file - 1) * size;
  // A city kept with its state and the same one kept without it (decision 0335) name one page.
  const listed = new Set<string>();
  while (left > 0) {
    const limit = Math.min(batch, left);
    const rows = await rowsOf<{ page: string }>(
      db,
      sql`SELECT page FROM (${listingKeys}) pages WHERE page > ${after}
           ORDER BY page OFFSET ${skip} LIMIT ${limit}`,
    );
    for (const { page } of rows) {
      const address = listingAddressOf(page);
      if (address && !listed.has(address)) {
        listed.add(address);
        yield `  <url><loc>${escapeHtml(origin + address)}</loc></url>\n`;
      }
    }
    if (rows.length < limit) break;
    left -= rows.length;
    after = rows.at(-1)!.page;
    skip = 0;
  }
}
