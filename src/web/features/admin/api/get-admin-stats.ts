import type { AdminStats } from "@domain/contracts/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";

/** GET /api/admin/stats: users, professionals, clients and appointments (SPEC §3). */
export const getAdminStats = () => apiRequest<AdminStats>("GET", "/api/admin/stats");

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: getAdminStats });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
