import type { ProfessionalSearchResult } from "@domain/contracts/professionals";
import { SEARCH_PAGE_SIZE } from "@domain/professionals";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { professionalsKeys } from "@web/lib/query-keys";
import {
  EMPTY_FILTERS,
  filtersToParams,
  type SearchFilters,
  searchApiQuery,
} from "../lib/search-params";

/** GET /api/professionals/search: one page of SEARCH_PAGE_SIZE after professional `after`. */
export const searchProfessionals = (filters: SearchFilters, after?: string) =>
  apiRequest<ProfessionalSearchResult[]>("GET", searchPath(filters, after));

/** The page's address; the server's render of the search asks the first (decision 0366). */
export const searchPath = (filters: SearchFilters, after?: string) =>
  `/api/professionals/search?${searchApiQuery(filters, SEARCH_PAGE_SIZE, after)}`;

/** A full page means there may be more ('Carregar mais'), from its last professional on. */
export const searchProfessionalsQueryOptions = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: professionalsKeys.search(filtersToParams(filters).toString()),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => searchProfessionals(filters, pageParam),
    getNextPageParam: (lastPage) =>
      lastPage.length === SEARCH_PAGE_SIZE ? lastPage.at(-1)?.id : undefined,
  });

/** Disabled until a search is made (`filters` null). */
export function useSearchProfessionals(filters: SearchFilters | null) {
  return useInfiniteQuery({
    ...searchProfessionalsQueryOptions(filters ?? EMPTY_FILTERS),
    enabled: filters !== null,
  });
}
