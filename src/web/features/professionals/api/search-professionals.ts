import { type ProfessionalSearchResult, SEARCH_PAGE_SIZE } from "@domain/contracts/professionals";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { professionalsKeys } from "@web/lib/query-keys";
import {
  EMPTY_FILTERS,
  filtersToParams,
  type SearchFilters,
  searchApiQuery,
} from "../lib/search-params";

/** GET /api/professionals/search: one page of SEARCH_PAGE_SIZE starting at `offset`. */
export const searchProfessionals = (filters: SearchFilters, offset: number) =>
  apiRequest<ProfessionalSearchResult[]>(
    "GET",
    `/api/professionals/search?${searchApiQuery(filters, SEARCH_PAGE_SIZE, offset)}`,
  );

/** A full page means there may be more ('Carregar mais'). */
export const searchProfessionalsQueryOptions = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: professionalsKeys.search(filtersToParams(filters).toString()),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => searchProfessionals(filters, pageParam),
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === SEARCH_PAGE_SIZE ? pages.flat().length : undefined,
  });

/** Disabled until a search is made (`filters` null). */
export function useSearchProfessionals(filters: SearchFilters | null) {
  return useInfiniteQuery({
    ...searchProfessionalsQueryOptions(filters ?? EMPTY_FILTERS),
    enabled: filters !== null,
  });
}
