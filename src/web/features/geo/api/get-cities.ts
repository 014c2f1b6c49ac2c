import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { GEO_QUERY_OPTIONS } from "@web/lib/query-client";
import { geoKeys } from "@web/lib/query-keys";
import { sortedUniqueNames } from "../lib/names";

/** GET /api/geocoding/cities: all Brazilian municipality names. */
export const getCities = () => apiRequest<string[]>("GET", "/api/geocoding/cities");

export const citiesQueryOptions = () =>
  queryOptions({ queryKey: geoKeys.cities(), queryFn: getCities, ...GEO_QUERY_OPTIONS });

/** Sorted in Portuguese order without duplicates. */
export const useCities = () => useQuery({ ...citiesQueryOptions(), select: sortedUniqueNames });
