import { useQuery } from "@tanstack/react-query";
import { throwIfNotOk } from "@web/lib/api";
import { GEO_QUERY_OPTIONS } from "@web/lib/query-client";
import { sortedUniqueNames } from "../lib/names";

type NeighborhoodRow = { name: string };

export const neighborhoodsKey = (city: string) => ["/api/geocoding/neighborhoods", city] as const;

/** A city we have no list for (404) has no neighbourhoods to choose from: the form asks for text. */
async function fetchNeighborhoods(city: string): Promise<NeighborhoodRow[]> {
  const res = await fetch(`/api/geocoding/neighborhoods/${encodeURIComponent(city)}`, {
    credentials: "include",
  });
  if (res.status === 404) return [];
  await throwIfNotOk(res);
  return (await res.json()) as NeighborhoodRow[];
}

const toNames = (rows: NeighborhoodRow[]) => sortedUniqueNames(rows.map((r) => r.name));

/** The neighbourhoods of `city`, sorted and de-duplicated; idle until a city is chosen. */
export function useNeighborhoods(city: string) {
  return useQuery({
    queryKey: neighborhoodsKey(city),
    queryFn: () => fetchNeighborhoods(city),
    enabled: city !== "",
    ...GEO_QUERY_OPTIONS,
    select: toNames,
  });
}
