import type { SearchCount } from "@domain/contracts/professionals";
import { SEARCH_PAGE_SIZE } from "@domain/professionals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { professionalsKeys } from "@web/lib/query-keys";
import {
  EMPTY_FILTERS,
  filtersToParams,
  type SearchFilters,
  searchApiQuery,
} from "../lib/search-params";

/** GET /api/professionals/search/count: how many the filters find (capped, decision 0342). */
export const countSearch = (filters: SearchFilters) =>
  apiRequest<SearchCount>("GET", countPath(filters));

/** The count's address; the server's render of the search asks it too (decision 0366). */
export const countPath = (filters: SearchFilters) =>
  // The page size is ignored by the count; the contract's parser still reads it.
  `/api/professionals/search/count?${searchApiQuery({ ...filters, sort: "" }, SEARCH_PAGE_SIZE)}`;

/** The order changes nothing in the count: it is left out of the key. */
export const searchCountQueryOptions = (filters: SearchFilters) =>
  queryOptions({
    queryKey: professionalsKeys.searchCount(filtersToParams({ ...filters, sort: "" }).toString()),
    queryFn: () => countSearch(filters),
  });

/** Disabled until a search is made (`filters` null). */
export function useSearchCount(filters: SearchFilters | null) {
  return useQuery({
    ...searchCountQueryOptions(filters ?? EMPTY_FILTERS),
    enabled: filters !== null,
  });
}
