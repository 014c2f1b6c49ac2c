import type { AppointmentStats } from "@domain/contracts/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";

/** GET /api/admin/appointments/stats: total, pending, confirmed and 'Não Respondido'. */
export const getAppointmentStats = () =>
  apiRequest<AppointmentStats>("GET", "/api/admin/appointments/stats");

export const appointmentStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.appointmentStats(), queryFn: getAppointmentStats });

export const useAppointmentStats = () => useQuery(appointmentStatsQueryOptions());
