import { DEFAULT_GEO_CITY } from "@domain/constants";
import { useQuery } from "@tanstack/react-query";
import { GEO_QUERY_OPTIONS } from "@web/lib/query-client";

/** GET /api/geocoding/neighborhoods/{city}: names only; São Paulo unless the user has a city. */
export function useNeighborhoods(city: string | null | undefined) {
  const query = useQuery<{ name: string }[]>({
    queryKey: ["/api/geocoding/neighborhoods", city?.trim() || DEFAULT_GEO_CITY],
    ...GEO_QUERY_OPTIONS,
  });
  return query.data?.map((n) => n.name) ?? [];
}
