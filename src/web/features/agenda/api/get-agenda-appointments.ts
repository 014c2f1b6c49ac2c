import type { Appointment } from "@domain/contracts/appointments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";

/**
 * GET /api/agenda/appointments: the signed-in professional's appointments of every status
 * between two dates (at most 62 days); empty on failure (SPEC §8).
 */
export const getAgendaAppointments = (startDate: string, endDate: string) =>
  apiRequest<Appointment[]>(
    "GET",
    `/api/agenda/appointments?${new URLSearchParams({ startDate, endDate })}`,
  ).catch((): Appointment[] => []);

export const agendaAppointmentsQueryOptions = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: agendaKeys.appointmentsRange(startDate, endDate),
    queryFn: () => getAgendaAppointments(startDate, endDate),
  });

export const useAgendaAppointments = (startDate: string, endDate: string) =>
  useQuery(agendaAppointmentsQueryOptions(startDate, endDate));
