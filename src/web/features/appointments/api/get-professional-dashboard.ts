import type { ProfessionalDashboard } from "@domain/contracts/professional-appointments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { appointmentsKeys } from "@web/lib/query-keys";

/** GET /api/professional/dashboard: the inbox, 'Próxima Consulta' and the counters. */
export const getProfessionalDashboard = () =>
  apiRequest<ProfessionalDashboard>("GET", "/api/professional/dashboard");

/**
 * Unlike the app's defaults (never stale, no refetch on focus), the dashboard is asked again
 * each time it is shown and when the window regains focus: its inbox changes by other people's
 * hands (a client books), and a cached "nothing pending" let requests expire unseen
 * (decision 0273, as the bell does in decision 0221).
 */
export const professionalDashboardQueryOptions = () =>
  queryOptions({
    queryKey: appointmentsKeys.professionalDashboard(),
    queryFn: getProfessionalDashboard,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useProfessionalDashboard = () => useQuery(professionalDashboardQueryOptions());
