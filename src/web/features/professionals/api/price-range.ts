import { DEFAULT_PRICE_RANGE } from "@domain/constants";
import type { PriceRange } from "@domain/contracts/professionals";
import { useQuery } from "@tanstack/react-query";

export const PRICE_RANGE_KEY = ["/api/professionals/price-range"] as const;

/** The real min and max price of searchable professionals; 0 to 1000 until it arrives (SPEC §9). */
export function usePriceRange(): PriceRange {
  const query = useQuery<PriceRange>({ queryKey: PRICE_RANGE_KEY });
  return query.data ?? DEFAULT_PRICE_RANGE;
}
