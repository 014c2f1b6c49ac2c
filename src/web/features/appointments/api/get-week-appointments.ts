import type { WeekAppointment } from "@domain/contracts/appointments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { appointmentsKeys } from "@web/lib/query-keys";

/** GET /api/appointments/professional/week: times and status; empty on failure (SPEC §8). */
export const getWeekAppointments = (professionalId: string, weekStart: string) =>
  apiRequest<WeekAppointment[]>(
    "GET",
    `/api/appointments/professional/week?${new URLSearchParams({ weekStart, professionalId })}`,
  ).catch((): WeekAppointment[] => []);

export const weekAppointmentsQueryOptions = (professionalId: string, weekStart: string) =>
  queryOptions({
    queryKey: appointmentsKeys.week(professionalId, weekStart),
    queryFn: () => getWeekAppointments(professionalId, weekStart),
  });

export const useWeekAppointments = (professionalId: string, weekStart: string) =>
  useQuery(weekAppointmentsQueryOptions(professionalId, weekStart));
