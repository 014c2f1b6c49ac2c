import type { PublicStats } from "@domain/contracts/professionals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { professionalsKeys } from "@web/lib/query-keys";

/** GET /api/public/stats: professionals a visitor may find, cities served (decision 0322). */
export const getPublicStats = () => apiRequest<PublicStats>("GET", "/api/public/stats");

export const publicStatsQueryOptions = () =>
  queryOptions({ queryKey: professionalsKeys.publicStats(), queryFn: getPublicStats });

export const usePublicStats = () => useQuery(publicStatsQueryOptions());
