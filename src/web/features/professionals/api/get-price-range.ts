import { DEFAULT_PRICE_RANGE } from "@domain/constants";
import type { PriceRange } from "@domain/contracts/professionals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { professionalsKeys } from "@web/lib/query-keys";

/** GET /api/professionals/price-range: the real min and max price of searchable professionals. */
/** The read's address, which the server's render of the search asks too (decision 0366). */
export const PRICE_RANGE_PATH = "/api/professionals/price-range";
export const getPriceRange = () => apiRequest<PriceRange>("GET", PRICE_RANGE_PATH);

export const priceRangeQueryOptions = () =>
  queryOptions({ queryKey: professionalsKeys.priceRange(), queryFn: getPriceRange });

/** 0 to 1000 until it arrives (SPEC §9). */
export function usePriceRange(): PriceRange {
  return useQuery(priceRangeQueryOptions()).data ?? DEFAULT_PRICE_RANGE;
}
