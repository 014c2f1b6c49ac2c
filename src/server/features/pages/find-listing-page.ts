import { type PublicPageData, slugify, specialtyOfSlug } from "@domain/public-pages";
import type { Db } from "@server/db/client";
import { listCities, listNeighborhoods } from "@server/features/geo/places";
import { searchProfessionals } from "@server/features/professionals/search-professionals";

/** Every municipality by its address segment ("sao-paulo"); the first of a repeated name. */
let citiesBySlug: Map<string, string> | undefined;
function cityOfSlug(slug: string): string | undefined {
  if (!citiesBySlug) {
    citiesBySlug = new Map();
    for (const name of listCities()) {
      const key = slugify(name);
      if (!citiesBySlug.has(key)) citiesBySlug.set(key, name);
    }
  }
  return citiesBySlug.get(slug);
}

/** The bairro as the city's list spells it, else the segment's words capitalised. */
function neighborhoodOfSlug(city: string, slug: string): string {
  const listed = (listNeighborhoods(city) ?? []).find((name) => slugify(name) === slug);
  if (listed) return listed;
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const LISTING_PAGE_SIZE = 24;

export interface ListingSegments {
  specialty: string;
  city: string;
  neighborhood?: string;
}

/**
 * What a listing address names: its specialty, city and bairro as the search takes them; null
 * when it names no specialty or city. The sitemap asks the same of the addresses it lists.
 */
export function listingPlaceOf(segments: ListingSegments) {
  const specialty = specialtyOfSlug(segments.specialty);
  const city = SEGMENT.test(segments.city) ? cityOfSlug(segments.city) : undefined;
  if (!specialty || !city) return null;
  if (segments.neighborhood !== undefined && !SEGMENT.test(segments.neighborhood)) return null;
  const neighborhood = segments.neighborhood
    ? neighborhoodOfSlug(city, segments.neighborhood)
    : null;
  return { specialty, city, neighborhood };
}

/**
 * A listing page (`/psicologia/sao-paulo/pinheiros`): the search's first page for that
 * specialty and place (decision 0354); null when the address names no specialty or city.
 */
export async function findListingPage(
  db: Db,
  segments: ListingSegments,
): Promise<Extract<PublicPageData, { kind: "listing" }> | null> {
  const place = listingPlaceOf(segments);
  if (!place) return null;
  const { specialty, city, neighborhood } = place;
  const professionals = await searchProfessionals(db, {
    specialty,
    city,
    ...(neighborhood ? { neighborhood } : {}),
    limit: LISTING_PAGE_SIZE,
  });
  return { kind: "listing", specialty, city, neighborhood, professionals };
}
