import type { Municipality } from "@domain/contracts/geo";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { GEO_QUERY_OPTIONS } from "@web/lib/query-client";
import { geoKeys } from "@web/lib/query-keys";

/** GET /api/geocoding/municipalities: the 5,570 municipalities with their state (issue 18). */
export const getMunicipalities = () =>
  apiRequest<Municipality[]>("GET", "/api/geocoding/municipalities");

export const municipalitiesQueryOptions = () =>
  queryOptions({
    queryKey: geoKeys.municipalities(),
    queryFn: getMunicipalities,
    ...GEO_QUERY_OPTIONS,
  });

export const useMunicipalities = () => useQuery(municipalitiesQueryOptions());
