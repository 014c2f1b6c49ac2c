import { useQuery } from "@tanstack/react-query";
import { GEO_QUERY_OPTIONS } from "@web/lib/query-client";
import { sortedUniqueNames } from "../lib/names";

export const CITIES_KEY = ["/api/geocoding/cities"] as const;

/** All Brazilian municipality names, sorted in Portuguese order without duplicates. */
export function useCities() {
  return useQuery<string[], Error, string[]>({
    queryKey: CITIES_KEY,
    ...GEO_QUERY_OPTIONS,
    select: sortedUniqueNames,
  });
}
