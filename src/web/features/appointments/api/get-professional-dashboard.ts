import type { ProfessionalDashboard } from "@domain/contracts/professional-appointments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { appointmentsKeys } from "@web/lib/query-keys";

/** GET /api/professional/dashboard: 'Próxima Consulta' and the dashboard's counters. */
export const getProfessionalDashboard = () =>
  apiRequest<ProfessionalDashboard>("GET", "/api/professional/dashboard");

export const professionalDashboardQueryOptions = () =>
  queryOptions({
    queryKey: appointmentsKeys.professionalDashboard(),
    queryFn: getProfessionalDashboard,
  });

export const useProfessionalDashboard = () => useQuery(professionalDashboardQueryOptions());
