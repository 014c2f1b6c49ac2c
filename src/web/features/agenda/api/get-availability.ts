import type { Availability } from "@domain/contracts/agenda";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";

/** GET /api/agenda/availability/{id}: the weekly windows; empty on failure (SPEC §8). */
export const getAvailability = (userId: string) =>
  apiRequest<Availability[]>("GET", `/api/agenda/availability/${userId}`).catch(
    (): Availability[] => [],
  );

export const availabilityQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: agendaKeys.availability(userId),
    queryFn: () => getAvailability(userId),
  });

export const useAvailability = (userId: string) => useQuery(availabilityQueryOptions(userId));
