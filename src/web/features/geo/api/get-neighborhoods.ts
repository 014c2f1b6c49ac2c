import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, isApiError } from "@web/lib/api";
import { GEO_QUERY_OPTIONS } from "@web/lib/query-client";
import { geoKeys } from "@web/lib/query-keys";
import { sortedUniqueNames } from "../lib/names";

type NeighborhoodRow = { name: string };

/**
 * GET /api/geocoding/neighborhoods/{city}. A city we have no list for (404) has no
 * neighbourhoods to choose from: the form asks for text.
 */
export const getNeighborhoods = (city: string) =>
  apiRequest<NeighborhoodRow[]>(
    "GET",
    `/api/geocoding/neighborhoods/${encodeURIComponent(city)}`,
  ).catch((error: unknown): NeighborhoodRow[] => {
    if (isApiError(error, 404)) return [];
    throw error;
  });

export const neighborhoodsQueryOptions = (city: string) =>
  queryOptions({
    queryKey: geoKeys.neighborhoods(city),
    queryFn: () => getNeighborhoods(city),
    ...GEO_QUERY_OPTIONS,
  });

const toNames = (rows: NeighborhoodRow[]) => sortedUniqueNames(rows.map((r) => r.name));

/** The neighbourhoods of `city`, sorted and de-duplicated; idle until a city is chosen. */
export const useNeighborhoods = (city: string) =>
  useQuery({ ...neighborhoodsQueryOptions(city), enabled: city !== "", select: toNames });
