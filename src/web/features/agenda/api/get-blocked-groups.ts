import type { BlockedGroup } from "@domain/contracts/agenda";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";

/** GET /api/agenda/blocked/groups: the caller's blocked days and periods; empty on failure. */
export const getBlockedGroups = () =>
  apiRequest<BlockedGroup[]>("GET", "/api/agenda/blocked/groups").catch((): BlockedGroup[] => []);

export const blockedGroupsQueryOptions = () =>
  queryOptions({ queryKey: agendaKeys.blockedGroups(), queryFn: getBlockedGroups });

export const useBlockedGroups = () => useQuery(blockedGroupsQueryOptions());
