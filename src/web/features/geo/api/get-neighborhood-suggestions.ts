import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { GEO_QUERY_OPTIONS } from "@web/lib/query-client";
import { geoKeys } from "@web/lib/query-keys";

type NeighborhoodRow = { name: string };

/**
 * GET /api/geocoding/neighborhoods?city=&q= (decision 0332): bairros of the city's list and
 * those professionals there published. Suggestions only: none on failure.
 */
export const getNeighborhoodSuggestions = (city: string, q: string) =>
  apiRequest<NeighborhoodRow[]>(
    "GET",
    `/api/geocoding/neighborhoods?${new URLSearchParams({ city, q })}`,
  ).catch((): NeighborhoodRow[] => []);

export const neighborhoodSuggestionsQueryOptions = (city: string, q: string) =>
  queryOptions({
    queryKey: geoKeys.suggestions(city, q),
    queryFn: () => getNeighborhoodSuggestions(city, q),
    ...GEO_QUERY_OPTIONS,
  });

const toNames = (rows: NeighborhoodRow[]) => rows.map((r) => r.name);

/** Suggestions for what was typed (two letters at least) in `city`. */
export const useNeighborhoodSuggestions = (city: string, q: string) =>
  useQuery({
    ...neighborhoodSuggestionsQueryOptions(city, q.trim()),
    enabled: city !== "" && q.trim().length >= 2,
    select: toNames,
  });
