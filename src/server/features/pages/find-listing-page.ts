import { listingPath, type PublicPageData, slugify, specialtyOfSlug } from "@domain/public-pages";
import type { Db } from "@server/db/client";
import { listNeighborhoods, municipalitiesOfSlug } from "@server/features/geo/places";
import { searchProfessionalCards } from "@server/features/professionals/search-professionals";

/**
 * The municipality of a listing address's city segment (decision 0337): a name of one
 * municipality by its plain segment ("sao-paulo"), a name several share only with its state
 * ("bom-jesus-pi"); undefined otherwise ("bom-jesus" alone names no one city).
 */
function municipalityOfSlug(slug: string) {
  const named = municipalitiesOfSlug(slug);
  if (named.length) return named.length === 1 ? named[0] : undefined;
  const withState = /^(.+)-([a-z]{2})$/.exec(slug);
  if (!withState) return undefined;
  const shared = municipalitiesOfSlug(withState[1]!);
  if (shared.length < 2) return undefined;
  return shared.find((m) => m.uf.toLowerCase() === withState[2]);
}

/** The bairro as the city's list spells it, else the segment's words capitalised. */
function neighborhoodOfSlug(city: string, slug: string): string {
  return listedNeighborhood(city, slug) ?? capitalised(slug);
}

const listedNeighborhood = (city: string, slug: string) =>
  (listNeighborhoods(city) ?? []).find((name) => slugify(name) === slug);

const capitalised = (slug: string) =>
  slug
    .split("-")
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");

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
  const municipality = SEGMENT.test(segments.city) ? municipalityOfSlug(segments.city) : undefined;
  if (!specialty || !municipality) return null;
  const { name: city, uf: state } = municipality;
  if (segments.neighborhood !== undefined && !SEGMENT.test(segments.neighborhood)) return null;
  const neighborhood = segments.neighborhood
    ? neighborhoodOfSlug(city, segments.neighborhood)
    : null;
  return { specialty, city, state, neighborhood };
}

/** Online professionals offered where nobody is listed yet. */
const ONLINE_ALTERNATIVES = 6;

/**
 * A listing page (`/psicologia/sao-paulo/pinheiros`): the search's first page for that
 * specialty and place (decision 0354); null when the address names no specialty or city, or a
 * bairro that is neither in the city's list nor anyone's (issue 29, item 10: a made-up
 * segment is a 404, never a heading). A known place where nobody is listed yet offers online
 * professionals of the specialty and the city's page instead (and is not indexed, head.ts).
 */
export async function findListingPage(
  db: Db,
  segments: ListingSegments,
): Promise<Extract<PublicPageData, { kind: "listing" }> | null> {
  const place = listingPlaceOf(segments);
  if (!place) return null;
  const { specialty, city, state, neighborhood } = place;
  const professionals = await searchProfessionalCards(db, {
    specialty,
    city,
    state,
    ...(neighborhood ? { neighborhood } : {}),
    limit: LISTING_PAGE_SIZE,
  });
  if (professionals.length > 0) {
    return {
      kind: "listing",
      specialty,
      city,
      state,
      neighborhood,
      professionals,
      alternatives: null,
    };
  }
  if (neighborhood && !listedNeighborhood(city, segments.neighborhood!)) return null;
  const [online, inCity] = await Promise.all([
    searchProfessionalCards(db, {
      specialty,
      serviceOptions: ["online"],
      limit: ONLINE_ALTERNATIVES,
    }),
    neighborhood ? searchProfessionalCards(db, { specialty, city, state, limit: 1 }) : [],
  ]);
  const cityPath = inCity.length > 0 ? listingPath(specialty, city, null, state) : null;
  return {
    kind: "listing",
    specialty,
    city,
    state,
    neighborhood,
    professionals,
    alternatives: { online, cityPath },
  };
}
