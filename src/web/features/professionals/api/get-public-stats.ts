import type { PublicStats } from "@domain/contracts/professionals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { professionalsKeys } from "@web/lib/query-keys";

export const PUBLIC_STATS_PATH = "/api/public/stats";

/** GET /api/public/stats: professionals a visitor may find, cities served (decision 0322). */
export const getPublicStats = () => apiRequest<PublicStats>("GET", PUBLIC_STATS_PATH);

export const publicStatsQueryOptions = () =>
  queryOptions({ queryKey: professionalsKeys.publicStats(), queryFn: getPublicStats });

export const usePublicStats = () => useQuery(publicStatsQueryOptions());
