import type { Appointment } from "@domain/contracts/appointments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";

/** GET /api/agenda/appointments/pending: requests still to answer; empty on failure (SPEC §8). */
export const getPendingRequests = () =>
  apiRequest<Appointment[]>("GET", "/api/agenda/appointments/pending").catch(
    (): Appointment[] => [],
  );

export const pendingRequestsQueryOptions = () =>
  queryOptions({ queryKey: agendaKeys.requests(), queryFn: getPendingRequests });

export const usePendingRequests = () => useQuery(pendingRequestsQueryOptions());
