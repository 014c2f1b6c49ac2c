import type { BlockedSlot } from "@domain/contracts/agenda";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";

/**
 * GET /api/agenda/blocked/range: one professional's blocked slots between two dates; empty on
 * failure.
 */
export const getBlockedRange = (professionalId: string, startDate: string, endDate: string) =>
  apiRequest<BlockedSlot[]>(
    "GET",
    `/api/agenda/blocked/range?${new URLSearchParams({ startDate, endDate, professionalId })}`,
  ).catch((): BlockedSlot[] => []);

export const blockedRangeQueryOptions = (
  professionalId: string,
  startDate: string,
  endDate: string,
) =>
  queryOptions({
    queryKey: agendaKeys.blockedRange(professionalId, startDate, endDate),
    queryFn: () => getBlockedRange(professionalId, startDate, endDate),
  });

export const useBlockedRange = (professionalId: string, startDate: string, endDate: string) =>
  useQuery(blockedRangeQueryOptions(professionalId, startDate, endDate));
