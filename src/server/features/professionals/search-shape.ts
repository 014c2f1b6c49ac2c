import {
  SERVICE_OPTIONS,
  type ServiceOption,
  SPECIALTIES,
  type Specialty,
} from "@domain/constants";
import type { SearchProfessionalsQuery, SearchSort } from "@domain/contracts/professionals";
import { SEARCH_PAGE_SIZE, SEARCH_SORTS } from "@domain/professionals";
import { likeContaining } from "@server/db/like";

/**
 * Which filters a search uses, without their values: searches of one shape share one prepared
 * statement (search-professionals.ts). The specialty, the service options and the page size
 * are part of the shape, written into the SQL: the planner must see the specialty to prove that
 * its partial index applies (drizzle/0008), and a fixed LIMIT keeps the generic plan an index
 * walk. Everything a user types (name, neighbourhood, prices, the keyset) is a parameter.
 */
export interface SearchShape {
  name: boolean;
  specialty: Specialty | null;
  serviceOptions: ServiceOption[];
  neighborhood: boolean;
  /** Issue 18 (decision 0331): within one city (its offices and home-service areas). */
  city: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  after: boolean;
  limit: number;
  /** One of SEARCH_SORTS (decisions 0290, 0342) or null: decision 0040's order. */
  sort: SearchSort | null;
}

/** The options served at a place, which a neighbourhood narrows (online has no place). */
export const PLACE_OPTIONS = ["local_proprio", "domiciliar"] as const satisfies ServiceOption[];
const atPlace = (option: ServiceOption) => (PLACE_OPTIONS as readonly string[]).includes(option);

export function shapeOf(q: SearchProfessionalsQuery): SearchShape {
  const serviceOptions = [...new Set(q.serviceOptions ?? [])].sort();
  return {
    name: !!q.name,
    specialty: q.specialty ?? null,
    serviceOptions,
    // The neighbourhood only narrows options served at a place; alone it filters nothing,
    // but within a city it is a place there (decision 0331).
    neighborhood: !!q.neighborhood && (serviceOptions.some(atPlace) || !!q.city),
    city: !!q.city,
    minPrice: q.minPrice !== undefined,
    maxPrice: q.maxPrice !== undefined,
    after: !!q.after,
    limit: q.limit,
    sort: q.sort ?? null,
  };
}

/** The parameters of a search, by the placeholder names that searchConditions uses. */
export function searchValues(q: SearchProfessionalsQuery): Record<string, unknown> {
  return {
    namePattern: q.name ? likeContaining(q.name) : null,
    neighborhood: q.neighborhood ?? null,
    city: q.city ?? null,
    state: q.state ?? null,
    minPrice: q.minPrice === undefined ? null : String(q.minPrice),
    maxPrice: q.maxPrice === undefined ? null : String(q.maxPrice),
    after: q.after ?? null,
  };
}

/** Every set of service options, the empty one included. */
const optionSets = Array.from({ length: 2 ** SERVICE_OPTIONS.length }, (_, bits) =>
  SERVICE_OPTIONS.filter((_, i) => bits & (1 << i)),
);

/** Each filter the search page may send, absent or present (its value does not shape). */
const PAGE_FILTERS: Record<string, unknown[]> = {
  name: [undefined, "x"],
  specialty: [undefined, ...SPECIALTIES],
  serviceOptions: optionSets,
  neighborhood: [undefined, "x"],
  city: [undefined, "x"],
  minPrice: [undefined, 0],
  maxPrice: [undefined, 0],
  after: [undefined, "x"],
  sort: [undefined, ...SEARCH_SORTS],
};

/**
 * Every shape a search at the web's page size can have, so that each one the search page sends
 * keeps its prepared statement (decision 0178): name or not × a specialty or none × each set
 * of options, with a neighbourhood or not when one is served at a place, or in a city with a
 * neighbourhood or not (decision 0331) × each price bound × first page or keyset × each of the
 * four orders (decisions 0040, 0290, 0342): 2 × 5 × (8 + 6 + 8 × 2) × 4 × 2 × 4 = 9,600.
 */
export const SEARCH_PAGE_SHAPES: readonly SearchShape[] = (() => {
  let queries: Record<string, unknown>[] = [{ limit: SEARCH_PAGE_SIZE }];
  for (const [filter, values] of Object.entries(PAGE_FILTERS)) {
    queries = queries.flatMap((query) => values.map((value) => ({ ...query, [filter]: value })));
  }
  const shapes = queries.map((query) => shapeOf(query as SearchProfessionalsQuery));
  return [...new Map(shapes.map((shape) => [JSON.stringify(shape), shape])).values()];
})();
