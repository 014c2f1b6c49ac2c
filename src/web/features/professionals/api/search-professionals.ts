import { type ProfessionalSearchResult, SEARCH_PAGE_SIZE } from "@domain/contracts/professionals";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { filtersToParams, type SearchFilters, searchApiQuery } from "../lib/search-params";

export const SEARCH_KEY = "/api/professionals/search";

/**
 * GET /api/professionals/search, one page of SEARCH_PAGE_SIZE at a time; a full page means
 * there may be more ('Carregar mais'). Disabled until a search is made (`filters` null).
 */
export function useSearchProfessionals(filters: SearchFilters | null) {
  return useInfiniteQuery({
    queryKey: [SEARCH_KEY, filters ? filtersToParams(filters).toString() : null],
    enabled: filters !== null,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      apiRequest<ProfessionalSearchResult[]>(
        "GET",
        `${SEARCH_KEY}?${searchApiQuery(filters as SearchFilters, SEARCH_PAGE_SIZE, pageParam)}`,
      ),
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === SEARCH_PAGE_SIZE ? pages.flat().length : undefined,
  });
}
