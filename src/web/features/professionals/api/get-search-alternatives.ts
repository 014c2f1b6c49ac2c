import type { SearchAlternatives } from "@domain/contracts/professionals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { professionalsKeys } from "@web/lib/query-keys";
import type { SearchFilters } from "../lib/search-params";

const alternativesQuery = (filters: SearchFilters) => {
  const params = new URLSearchParams({ specialty: filters.specialty });
  if (filters.city) params.set("city", filters.city);
  if (filters.city && filters.state) params.set("state", filters.state);
  return params.toString();
};

/** GET /api/professionals/search/alternatives: online and other cities for an empty search. */
export const getSearchAlternatives = (filters: SearchFilters) =>
  apiRequest<SearchAlternatives>(
    "GET",
    `/api/professionals/search/alternatives?${alternativesQuery(filters)}`,
  );

export const searchAlternativesQueryOptions = (filters: SearchFilters) =>
  queryOptions({
    queryKey: professionalsKeys.searchAlternatives(alternativesQuery(filters)),
    queryFn: () => getSearchAlternatives(filters),
  });

/** Asked only for a search that found nobody (`filters` null otherwise). */
export function useSearchAlternatives(filters: SearchFilters | null) {
  return useQuery({
    ...searchAlternativesQueryOptions(filters ?? ({ specialty: "" } as SearchFilters)),
    enabled: filters !== null && filters.specialty !== "",
  });
}
